// [MOD-017] Registration modal: registration types one-click, phone, full (e-mail), social; bonus choice; errors (140 already registered); one-click credentials saving (file, picture, e-mail).
import { CREDENTIAL_SAVING, type RegistrationBonus, type RegistrationType } from '@kickoff/platform-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { registrationTextIn, withRegistrationStoryTexts } from '../../testing/registration-texts';
import { browserDownloads } from '../browser/browser-downloads';
import { EMPTY_REGISTRATION_FIELDS, type RegistrationFields } from '../domain/registration-fields';
import type { RegistrationFailure } from '../domain/registration-failure';
import type { SocialAuthorization } from '../domain/registration-fields';
import type { CredentialSavingOption } from '../domain/registration-choices';
import type { CredentialSaving, RegistrationStep } from '../state/registration-slice';
import { RegistrationModal } from './RegistrationModal';

const COUNTRIES = [
  { id: 1, code: 'ru', telCode: '7', name: 'Россия' },
  { id: 66, code: 'gb', telCode: '44', name: 'United Kingdom' },
  { id: 3, code: 'ua', telCode: '380', name: 'Україна' },
];

interface DemoProps {
  initialType: RegistrationType;
  step: RegistrationStep;
  failure: RegistrationFailure | null;
  social: SocialAuthorization | null;
  onSubmit: (type: RegistrationType, fields: RegistrationFields, bonus: RegistrationBonus) => void;
  onSocialNetworkChosen: (network: string) => void;
  onSave: (option: CredentialSavingOption, email?: string) => void;
  onClose: () => void;
}

/** The modal with the form's state kept here, as the slice keeps it in the app. */
function RegistrationModalDemo({
  initialType,
  step,
  failure,
  social,
  onSubmit,
  onSocialNetworkChosen,
  onSave,
  onClose,
}: DemoProps) {
  const [type, setType] = useState(initialType);
  const [fields, setFields] = useState<RegistrationFields>({
    ...EMPTY_REGISTRATION_FIELDS,
    country: COUNTRIES[0] ?? null,
  });
  const [bonus, setBonus] = useState<RegistrationBonus>(0);
  const [saving, setSaving] = useState<CredentialSaving | null>(null);
  return (
    <RegistrationModal
      open
      onClose={onClose}
      step={step}
      form={{
        types: ['one-click', 'phone', 'full', 'social'],
        type,
        onTypeChange: setType,
        fields,
        onFieldChange: (field, value) => setFields((current) => ({ ...current, [field]: value })),
        countries: COUNTRIES,
        onCountryChange: (country) => setFields((current) => ({ ...current, country })),
        currency: 'RUB',
        bonus,
        onBonusChange: setBonus,
        socialNetworks: ['vk', 'ok', 'google', 'telegram', 'apple'],
        social,
        socialStarting: null,
        onSocialNetworkChosen,
        problems: [],
        failure,
        submitting: false,
        onSubmit: () => onSubmit(type, fields, bonus),
      }}
      credentials={{
        credentials: { login: '604213877', password: 'kq7mz3tp' },
        saving,
        onSave: (option, email) => {
          onSave(option, email);
          setSaving({ option, email: email ?? null, status: 'saved' });
        },
      }}
    />
  );
}

/**
 * Registration modal: registration types one-click, phone, full (e-mail), social; bonus choice; errors (140 already registered); one-click credentials saving (file, picture, e-mail).
 *
 * Implements **MOD-017**: Registration modal — group: session — variants: modal; full-page fallback (login-page context); widget mode (widget then navigate); not opened (already on registration page or registration disabled); closed while unauthenticated (registration-leave event); registration types one-click, phone, full (e-mail), social.
 *
 * Usage: rendered by @kickoff/session-forms itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Session/Registration',
  tags: ['[MOD-017]'],
  component: RegistrationModalDemo,
  decorators: [withRegistrationStoryTexts],
  args: {
    initialType: 'one-click',
    step: 'form',
    failure: null,
    social: null,
    onSubmit: fn(),
    onSocialNetworkChosen: fn(),
    onSave: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegistrationModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = async (text: ReturnType<typeof registrationTextIn>, titleKey = 'session_registration_title') =>
  within(await page().findByRole('dialog', { name: text(titleKey) }));

export const OneClick: Story = {
  name: 'One click',
  play: async ({ globals, args }) => {
    const text = registrationTextIn(globals);
    const modal = await dialog(text);
    await expect(modal.getByText(text('session_registration_one_click_text'))).toBeVisible();
    await expect(modal.queryByLabelText(text('session_registration_password'))).toBeNull();
    await userEvent.click(modal.getByRole('radio', { name: text('session_registration_bonus_1') }));
    await userEvent.click(modal.getByRole('button', { name: text('session_registration_submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      'one-click',
      expect.objectContaining({ country: COUNTRIES[0] }),
      1,
    );
  },
};

export const Phone: Story = {
  name: 'Phone',
  args: { initialType: 'phone' },
  play: async ({ globals, args }) => {
    const text = registrationTextIn(globals);
    const modal = await dialog(text);
    await userEvent.selectOptions(modal.getByLabelText(text('session_registration_country')), 'United Kingdom');
    await expect(modal.getByText('+44')).toBeVisible();
    await userEvent.type(modal.getByLabelText(text('session_registration_phone')), '7700900123');
    await userEvent.type(modal.getByLabelText(text('session_registration_password')), 'secret-123');
    await userEvent.click(modal.getByRole('button', { name: text('session_registration_submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      'phone',
      expect.objectContaining({ phone: '7700900123', country: COUNTRIES[1] }),
      0,
    );
  },
};

export const FullByEmail: Story = {
  name: 'Full, by e-mail',
  args: { initialType: 'full' },
  play: async ({ globals, args }) => {
    const text = registrationTextIn(globals);
    const modal = await dialog(text);
    await userEvent.type(modal.getByLabelText(text('session_registration_email')), 'new.player@example.com');
    await userEvent.type(modal.getByLabelText(text('session_registration_password')), 'secret-123');
    await userEvent.click(modal.getByRole('radio', { name: text('session_registration_bonus_2') }));
    await userEvent.click(modal.getByRole('button', { name: text('session_registration_submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      'full',
      expect.objectContaining({ email: 'new.player@example.com', password: 'secret-123' }),
      2,
    );
  },
};

export const Social: Story = {
  name: 'Social network',
  args: { initialType: 'social' },
  play: async ({ globals, args }) => {
    const text = registrationTextIn(globals);
    const modal = await dialog(text);
    await userEvent.click(
      modal.getByRole('button', {
        name: text('session_registration_social_with', { network: text('session_registration_network_vk') }),
      }),
    );
    await expect(args.onSocialNetworkChosen).toHaveBeenCalledWith('vk');
    await expect(modal.queryByRole('button', { name: text('session_registration_submit') })).toBeNull();
  },
};

export const SocialConnected: Story = {
  name: 'Social network, account returned',
  args: { initialType: 'social', social: { network: 'telegram', code: 'demo-code:player' } },
  play: async ({ globals }) => {
    const text = registrationTextIn(globals);
    const modal = await dialog(text);
    await expect(modal.getByRole('status')).toHaveTextContent(
      text('session_registration_social_connected', { network: 'Telegram' }),
    );
    await expect(modal.getByRole('button', { name: text('session_registration_submit') })).toBeEnabled();
  },
};

export const AlreadyRegistered: Story = {
  name: 'Already registered',
  args: { initialType: 'full', failure: { reason: 'already-registered' } },
  play: async ({ globals }) => {
    const text = registrationTextIn(globals);
    const modal = await dialog(text);
    await expect(modal.getByRole('alert')).toHaveTextContent(text('session_registration_error_already_registered'));
  },
};

export const CredentialsSaving: Story = {
  name: 'One click, saving the credentials',
  args: { step: 'credentials' },
  play: async ({ globals, args }) => {
    const text = registrationTextIn(globals);
    const modal = await dialog(text, 'session_registration_credentials_title');
    await expect(modal.getByText('604213877')).toBeVisible();
    await userEvent.click(modal.getByRole('radio', { name: text('session_registration_save_2') }));
    await userEvent.type(modal.getByLabelText(text('session_registration_save_email')), 'me@example.com');
    await userEvent.click(modal.getByRole('button', { name: text('session_registration_save_send') }));
    await expect(args.onSave).toHaveBeenCalledWith(CREDENTIAL_SAVING.email, 'me@example.com');
    await expect(modal.getByRole('status')).toHaveTextContent(
      text('session_registration_saved_2', { email: 'me@example.com' }),
    );
    await userEvent.click(modal.getByRole('button', { name: text('session_registration_done') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The browser adapter behind options 0 and 1, in a real browser: a text Blob and a PNG drawn on a canvas. */
export const CredentialsFileAndPicture: Story = {
  name: 'One click, credentials as a file and a picture',
  args: { step: 'credentials' },
  play: async ({ globals }) => {
    const text = registrationTextIn(globals);
    await dialog(text, 'session_registration_credentials_title');
    const blobs: Blob[] = [];
    const downloads = browserDownloads({
      document,
      timers: {
        setTimeout: (callback) => (callback(), 0) as never,
        clearTimeout: () => undefined,
        setInterval: () => 0 as never,
        clearInterval: () => undefined,
      },
      createObjectURL: (blob) => (blobs.push(blob), `blob:story/${blobs.length}`),
      revokeObjectURL: () => undefined,
    });
    // The story must not leave a real download behind: the link's click is caught before the browser follows it.
    const stop = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stop, true);
    try {
      await downloads.downloadText('login-details.txt', 'Login: 604213877');
      await downloads.downloadImage('login-details.png', {
        heading: 'Login details',
        lines: ['Login: 604213877', 'Password: kq7mz3tp'],
        fileBaseName: 'login-details',
      });
    } finally {
      document.removeEventListener('click', stop, true);
    }
    await waitFor(() => expect(blobs.map((blob) => blob.type)).toEqual(['text/plain;charset=utf-8', 'image/png']));
    const signature = new Uint8Array(await (blobs[1] as Blob).slice(0, 8).arrayBuffer());
    await expect([...signature]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  },
};
