// [MOD-014] Third-party games preloader: loading with 16 placeholders.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLanguage } from '@kickoff/testing';
import { expect, within } from 'storybook/test';
import { textOf } from '../testing/with-texts';
import { GamesPreloader } from './GamesPreloader';

/**
 * Third-party games preloader: loading with 16 placeholders.
 *
 * Implements **MOD-014**: Third-party games preloader — group: shell-routing — variants: loading with 16 placeholders.
 *
 * Usage: rendered by @kickoff/shell-routing itself, not exported; each story's *Show code* shows the props in context.
 */
const meta = {
  title: 'Site/Games preloader',
  tags: ['[MOD-014]'],
  component: GamesPreloader,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GamesPreloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading, 16 placeholders',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('preloader-placeholder')).toHaveLength(16);
    await expect(canvas.getByRole('status')).toHaveTextContent(textOf('shell_games_loading', storyLanguage(globals)));
  },
};
