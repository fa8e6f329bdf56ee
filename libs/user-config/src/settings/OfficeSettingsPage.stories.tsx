// The office settings page and the header's quick controls: theme, odds format (limited by the app view), 12/24 h,
// time zone. Texts are the toolbar language's; the light/dark variants follow the toolbar's theme.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createUserConfigStorySite, storySiteOf, UserConfigStoryFrame } from '../testing/user-config-site';
import { OfficeSettingsPage } from './OfficeSettingsPage';

type Args = { cookies?: Record<string, string> };

const meta = {
  title: 'Settings/Settings page',
  loaders: [
    async ({ globals, args }) => ({
      site: await createUserConfigStorySite({
        globals,
        cookies: (args as Args).cookies,
        path: '/{lng}/office/settings',
      }),
    }),
  ],
  render: (_, { loaded }) => (
    <UserConfigStoryFrame site={storySiteOf(loaded)}>
      <OfficeSettingsPage />
    </UserConfigStoryFrame>
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  name: 'Defaults',
  tags: ['[UC-014]', '[UC-015]'],
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('user_config_settings_title') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('user_config_theme_system') })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('user_config_view_0') })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: t('user_config_odds_label') })).toHaveValue('0');
    await expect(canvas.getByRole('radio', { name: t('user_config_clock_24') })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: t('user_config_time_zone_label') })).toHaveValue('device');
  },
};

export const ChoosingEverything: Story = {
  name: 'Dark, American odds, 12 h, UTC+5:30 chosen',
  play: async ({ canvasElement, loaded }) => {
    const site = storySiteOf(loaded);
    const { t } = site.i18n;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('user_config_theme_dark') }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('user_config_odds_label') }),
      t('user_config_odds_2'),
    );
    await userEvent.click(canvas.getByRole('radio', { name: t('user_config_clock_12') }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('user_config_time_zone_label') }),
      t('user_config_time_zone_offset', { offset: '+5:30' }),
    );
    // The coupon and the cookies hear of the choices through listeners: each read waits for them.
    await waitFor(() =>
      expect(site.preferences()).toMatchObject({ appTheme: 1, coefViewId: 2, is12h: true, timeZone: 5.5 }),
    );
    await waitFor(() => expect(site.store.getState().coupon.coefViewId).toBe(2));
    await waitFor(() => expect(site.adapters.cookies.get('app_theme')).toBe('1'));
    await waitFor(() => expect(site.adapters.cookies.get('tzo')).toBe('5.5'));
  },
};

export const AsianView: Story = {
  name: 'Asian view',
  tags: ['[UC-015]'],
  args: { cookies: { app_view_type: '1' } },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    const select = within(canvasElement).getByRole('combobox', { name: t('user_config_odds_label') });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    await expect(options).toEqual(['0', '14', '15', '16']);
  },
};

export const Remembered: Story = {
  name: 'Remembered in cookies',
  tags: ['[UC-023]'],
  args: { cookies: { app_theme: '1', coef_view: '1', is12h: '1', tzo: '-3' } },
  globals: { theme: 'dark' },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('user_config_theme_dark') })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: t('user_config_odds_label') })).toHaveValue('1');
    await expect(canvas.getByRole('radio', { name: t('user_config_clock_12') })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: t('user_config_time_zone_label') })).toHaveValue('-3');
  },
};

export const DefaultsEnglishDark: Story = {
  name: 'Defaults (en, dark)',
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(within(canvasElement).getByRole('heading', { name: t('user_config_settings_title') })).toBeVisible();
  },
};
