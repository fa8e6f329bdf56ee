import { shellFeature } from '@kickoff/shell-routing';
import { addResources } from '@kickoff/store';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { createAppI18n } from '../app/i18n';
import HomePage from './HomePage';

/** The app's texts plus the shell's, which the shell feature adds when it installs. */
function siteTexts(locale: unknown) {
  const i18n = createAppI18n(String(locale ?? 'ru'));
  addResources(i18n, shellFeature.resources);
  return i18n;
}

/**
 * The home route's page: its own chunk, loaded by the shell's router.
 *
 * Usage: rendered by the app itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'web/HomePage',
  component: HomePage,
  decorators: [
    (Story, context) => (
      <I18nextProvider i18n={siteTexts(context.globals['locale'])}>
        <Story />
      </I18nextProvider>
    ),
  ],
  parameters: { layout: 'padded' },
  play: async ({ canvasElement, globals }) => {
    const { t } = siteTexts(globals['locale']);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: t('shell_home_title') })).toBeVisible();
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the toolbar's language: the story tests run it in Russian and in English. */
export const Home: Story = {};
