import { specResources } from '@kickoff/i18n';
import { createTexts, storyLanguage } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellRoutingResources } from '../i18n/resources';
import HomePage from './HomePage';

const { storyTexts, textOf } = createTexts([uiResources, specResources, shellRoutingResources]);

/**
 * The home route's page: its own chunk, loaded by the shell's router (the shell feature's `routes`).
 *
 * Usage: the shell feature brings it; each story's *Show code* shows it in context.
 */
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [storyTexts],
  parameters: { layout: 'padded' },
  play: async ({ canvasElement, globals }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 1,
      name: textOf('shell_home_title', storyLanguage(globals)),
    });
    await expect(heading).toBeVisible();
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the toolbar's language: the story tests run it in Russian and in English. */
export const Home: Story = { name: 'Home' };
