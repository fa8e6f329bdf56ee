// The quick controls the app puts in its header: the theme switch and the odds format select.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createUserConfigStorySite, storySiteOf, UserConfigStoryFrame } from '../testing/user-config-site';
import { OddsFormatSelect } from './OddsFormatSelect';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'Settings/Header controls',
  loaders: [async ({ globals }) => ({ site: await createUserConfigStorySite({ globals }) })],
  render: (_, { loaded }) => (
    <UserConfigStoryFrame site={storySiteOf(loaded)}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'end' }}>
        <ThemeSwitch />
        <OddsFormatSelect />
      </div>
    </UserConfigStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  name: 'Light',
  play: async ({ canvasElement, loaded }) => {
    const site = storySiteOf(loaded);
    const { t } = site.i18n;
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: t('user_config_odds_label') });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([0, 1, 2, 4, 5, 6].map((id) => t(`user_config_odds_${id}`)));
    await userEvent.click(canvas.getByRole('switch', { name: t('user_config_theme_label') }));
    await waitFor(() => expect(site.preferences().appTheme).toBe(1));
  },
};

export const Dark: Story = {
  name: 'Dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(within(canvasElement).getByRole('switch', { name: t('user_config_theme_label') })).toBeVisible();
  },
};
