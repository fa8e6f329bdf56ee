// The theme as the player chooses it in the menu drawer: the device's (until they choose), light or dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createUserConfigStorySite, storySiteOf, UserConfigStoryFrame } from '../testing/user-config-site';
import { ThemeChoice } from './ThemeChoice';

type Args = { cookies?: Record<string, string> };

const meta = {
  title: 'user-config/ThemeChoice',
  loaders: [
    async ({ globals, args }) => ({
      site: await createUserConfigStorySite({ globals, cookies: (args as Args).cookies }),
    }),
  ],
  render: (_, { loaded }) => (
    <UserConfigStoryFrame site={storySiteOf(loaded)}>
      <ThemeChoice />
    </UserConfigStoryFrame>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DevicesTheme: Story = {
  name: "Device's theme (no choice yet)",
  tags: ['UC-014'],
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    const group = within(canvasElement).getByRole('group', { name: t('user_config_theme_choice_label') });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['system', 'light', 'dark']);
    await expect(within(group).getByRole('radio', { name: t('user_config_theme_system') })).toBeChecked();
  },
};

export const DarkChosen: Story = {
  name: 'Dark chosen',
  tags: ['UC-014'],
  args: { cookies: { app_theme: '1' } },
  play: async ({ canvasElement, loaded }) => {
    const { t } = storySiteOf(loaded).i18n;
    await expect(within(canvasElement).getByRole('radio', { name: t('user_config_theme_dark') })).toBeChecked();
  },
};

export const BackToTheDevice: Story = {
  name: "Back to the device's theme after choosing light",
  tags: ['UC-014', 'UC-023'],
  args: { cookies: { app_theme: '1' } },
  play: async ({ canvasElement, loaded }) => {
    const site = storySiteOf(loaded);
    const { t } = site.i18n;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('user_config_theme_light') }));
    await waitFor(() => expect(site.adapters.cookies.get('app_theme')).toBe('0'));
    await expect(site.preferences()).toMatchObject({ themeChoice: 'light', appTheme: 0 });
    await userEvent.click(canvas.getByRole('radio', { name: t('user_config_theme_system') }));
    await waitFor(() => expect(site.adapters.cookies.get('app_theme')).toBeUndefined());
    await expect(canvas.getByRole('radio', { name: t('user_config_theme_system') })).toBeChecked();
  },
};
