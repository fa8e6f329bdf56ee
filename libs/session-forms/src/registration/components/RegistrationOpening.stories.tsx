// [MOD-017] Registration modal as the header opens it (real store, listeners, platform mock): modal; full-page fallback (login-page context); widget mode (widget then navigate); not opened (already on the registration page, registration disabled); closed while unauthenticated (registration-leave event).
import { ANALYTICS_EVENT, type TrackAnalytics } from '@kickoff/contracts';
import { Button } from '@kickoff/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ALL_REGISTRATION_SETTINGS, createRegistrationSite } from '../../testing/registration-site';
import { registrationTextIn, withRegistrationStoryTexts } from '../../testing/registration-texts';
import type { RegistrationPage } from '../domain/registration-opening';
import { openRegistration } from '../state/registration-slice';
import { ConnectedRegistrationModal } from './ConnectedRegistrationModal';

interface HeaderProps {
  page: RegistrationPage;
  widgetMode: boolean;
  registrationEnabled: boolean;
  navigate: (target: 'registration') => void;
  openWidget: () => Promise<void>;
  track: TrackAnalytics;
}

/** A header's registration button and the layout's modal over one real store, its links the story's spies. */
function HeaderRegistration({ page, widgetMode, registrationEnabled, navigate, openWidget, track }: HeaderProps) {
  const { t } = useTranslation();
  const [{ store }] = useState(() =>
    createRegistrationSite(undefined, {
      page,
      widgetMode,
      settings: { ...ALL_REGISTRATION_SETTINGS, isRegistrationEnabled: registrationEnabled },
      deps: { navigate, openWidget },
      track,
    }),
  );
  return (
    <Provider store={store}>
      <Button onClick={() => store.dispatch(openRegistration())}>{t('session_registration_title')}</Button>
      <ConnectedRegistrationModal />
    </Provider>
  );
}

/**
 * Registration modal as the header opens it (real store, listeners, platform mock): modal; full-page fallback (login-page context); widget mode (widget then navigate); not opened (already on the registration page, registration disabled); closed while unauthenticated (registration-leave event).
 *
 * Implements **MOD-017**: Registration modal — group: session — variants: modal; full-page fallback (login-page context); widget mode (widget then navigate); not opened (already on registration page or registration disabled); closed while unauthenticated (registration-leave event); registration types one-click, phone, full (e-mail), social.
 *
 * Usage: rendered by @kickoff/session-forms itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Registration opening',
  tags: ['[MOD-017]'],
  component: HeaderRegistration,
  decorators: [withRegistrationStoryTexts],
  args: {
    page: 'other',
    widgetMode: false,
    registrationEnabled: true,
    navigate: fn(),
    openWidget: fn(async () => undefined),
    track: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderRegistration>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal renders in a portal on <body>, outside the story's canvas element.
const page = () => within(document.body);
const clickRegister = async (canvasElement: HTMLElement, text: ReturnType<typeof registrationTextIn>) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: text('session_registration_title') }));
  // The opening listener runs after the click's dispatch: give it its turn before asserting what did not happen.
  await new Promise((resolve) => setTimeout(resolve, 50));
};

export const OpensModal: Story = {
  name: 'Opened as a modal',
  play: async ({ globals, canvasElement, args }) => {
    const text = registrationTextIn(globals);
    await clickRegister(canvasElement, text);
    const modal = within(await page().findByRole('dialog', { name: text('session_registration_title') }));
    await expect(modal.getByRole('radio', { name: text('session_registration_type_one_click') })).toBeChecked();
    await waitFor(() => expect(modal.getByLabelText(text('session_registration_country'))).toHaveValue('1'));
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

export const FullPageFallbackOnLoginPage: Story = {
  name: 'Opened as a page from the login page',
  args: { page: 'login' },
  play: async ({ globals, canvasElement, args }) => {
    const text = registrationTextIn(globals);
    await clickRegister(canvasElement, text);
    await expect(args.navigate).toHaveBeenCalledWith('registration');
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(args.openWidget).not.toHaveBeenCalled();
  },
};

export const WidgetMode: Story = {
  name: 'Opened as a widget',
  args: { widgetMode: true },
  play: async ({ globals, canvasElement, args }) => {
    const text = registrationTextIn(globals);
    await clickRegister(canvasElement, text);
    await expect(args.openWidget).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('registration');
    const [widgetOrder] = (args.openWidget as ReturnType<typeof fn>).mock.invocationCallOrder;
    const [navigateOrder] = (args.navigate as ReturnType<typeof fn>).mock.invocationCallOrder;
    await expect(widgetOrder).toBeLessThan(navigateOrder ?? 0);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const NotOpenedOnRegistrationPage: Story = {
  name: 'Not opened on the registration page',
  args: { page: 'registration' },
  play: async ({ globals, canvasElement, args }) => {
    const text = registrationTextIn(globals);
    await clickRegister(canvasElement, text);
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(args.navigate).not.toHaveBeenCalled();
    await expect(args.openWidget).not.toHaveBeenCalled();
  },
};

export const NotOpenedWhenDisabled: Story = {
  name: 'Not opened when registration is off',
  args: { registrationEnabled: false },
  play: async ({ globals, canvasElement, args }) => {
    const text = registrationTextIn(globals);
    await clickRegister(canvasElement, text);
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

export const ClosedWhileUnauthenticated: Story = {
  name: 'Closed by a visitor',
  play: async ({ globals, canvasElement, args }) => {
    const text = registrationTextIn(globals);
    await clickRegister(canvasElement, text);
    const modal = within(await page().findByRole('dialog', { name: text('session_registration_title') }));
    await userEvent.click(modal.getByRole('button', { name: text('ui_close') }));
    await waitFor(() => expect(args.track).toHaveBeenCalledWith({ id: ANALYTICS_EVENT.registrationLeave }));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
