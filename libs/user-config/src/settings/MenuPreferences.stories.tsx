// The quick settings user-config puts in the menu drawer: the theme choice and the odds format select.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createUserConfigStorySite, storySiteOf, UserConfigStoryFrame } from '../testing/user-config-site';
import MenuPreferences from '../header';

const meta = {
  title: 'Settings/Menu preferences',
  loaders: [async ({ globals }) => ({ site: await createUserConfigStorySite({ globals }) })],
  render: (_, { loaded }) => (
    <UserConfigStoryFrame site={storySiteOf(loaded)}>
      <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
        <MenuPreferences />
      </div>
    </UserConfigStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DarkChosen: Story = {
  name: 'Dark chosen',
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
    await userEvent.click(canvas.getByRole('radio', { name: t('user_config_theme_dark') }));
    await waitFor(() => expect(site.preferences().appTheme).toBe(1));
  },
};

export const InTheDarkTheme: Story = {
  name: 'In the dark theme',
  globals: { theme: 'dark' },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(within(canvasElement).getByRole('group', { name: t('user_config_theme_choice_label') })).toBeVisible();
  },
};
