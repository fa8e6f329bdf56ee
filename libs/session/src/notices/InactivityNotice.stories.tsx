// [MOD-022] Inactivity notice (after auto logoff): shown on the next load when the inactivity flag is stored; dismissed.
import {
  createManualTimers,
  manualActivity,
  manualVisibility,
  memoryCookies,
  memoryStorage,
  type KeyValueStorage,
} from '@kickoff/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { expect, userEvent, within } from 'storybook/test';
import { buildPlayerSite, type PlayerSite } from '@kickoff/testing';
import { registerSessionServices } from '../state/register-session-services';
import { selectShouldShowInactivityNotice } from '../state/selectors';
import { sessionStarted } from '../state/session-slice';
import { INACTIVITY_FLAG_KEY } from '../state/session-timing';
import { withSessionStoryTexts, sessionStoryText } from '../testing/with-session-texts';
import { sessionState } from '../testing/session-state';
import { ConnectedInactivityNotice } from './ConnectedInactivityNotice';

interface Load {
  platform: PlayerSite;
  storage: KeyValueStorage;
}

/** A page load as the app starts it: the session's listeners read local storage at `sessionStarted`. */
const pageLoad = (flagStored: boolean) => async (): Promise<Load> => {
  const platform = buildPlayerSite({ features: [sessionState] });
  const storage = memoryStorage(flagStored ? { [INACTIVITY_FLAG_KEY]: '1' } : {});
  registerSessionServices(platform.ctx.startAppListening, {
    timers: createManualTimers(),
    // Hidden: the session check waits, so the story needs nothing from the platform.
    visibility: manualVisibility(false),
    cookies: memoryCookies(platform.mock.clock),
    storage,
    activity: manualActivity(),
    routeKnown: () => Promise.resolve(),
    isProtectedPage: () => false,
    navigate: () => undefined,
    isConfirmTermsPage: () => false,
    isTermsExemptPage: () => false,
    autoLogoffMinutes: () => null,
  });
  platform.store.dispatch(sessionStarted());
  return { platform, storage };
};

/**
 * Inactivity notice (after auto logoff): shown on the next load when the inactivity flag is stored; dismissed.
 *
 * Implements **MOD-022**: Inactivity notice (after auto logoff) — group: session — variants: shown on the next load when the inactivity flag is stored.
 *
 * Usage: rendered by @kickoff/session itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Inactivity notice',
  tags: ['[MOD-022]'],
  component: ConnectedInactivityNotice,
  decorators: [withSessionStoryTexts],
  loaders: [pageLoad(true)],
  render: (_, { loaded }) => (
    <Provider store={(loaded as Load).platform.store}>
      <ConnectedInactivityNotice />
    </Provider>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedInactivityNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Shown: Story = {
  name: 'Shown',
  play: async ({ globals, loaded }) => {
    const text = sessionStoryText(globals);
    const notice = await page().findByRole('alertdialog', { name: text('session_inactivity_title') });
    await expect(notice).toHaveAccessibleDescription(text('session_inactivity_text'));
    await expect(within(notice).getByRole('button', { name: text('main_ok') })).toHaveFocus();
    // Read once: the flag is gone, so the load after this one says nothing.
    await expect((loaded as Load).storage.getItem(INACTIVITY_FLAG_KEY)).toBeNull();
  },
};

export const Dismissed: Story = {
  name: 'Dismissed',
  play: async ({ globals, loaded }) => {
    const text = sessionStoryText(globals);
    const notice = await page().findByRole('alertdialog', { name: text('session_inactivity_title') });
    await userEvent.click(within(notice).getByRole('button', { name: text('main_ok') }));
    await expect(page().queryByRole('alertdialog')).toBeNull();
    await expect(selectShouldShowInactivityNotice((loaded as Load).platform.store.getState())).toBe(false);
  },
};

export const NotShownWithoutFlag: Story = {
  name: 'Not shown without the flag',
  loaders: [pageLoad(false)],
  play: async () => {
    await expect(page().queryByRole('alertdialog')).toBeNull();
  },
};
