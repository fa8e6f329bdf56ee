// [MOD-014] Third-party games preloader: loading with 16 placeholders.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textOf } from '../testing/with-texts';
import { GamesPreloader } from './GamesPreloader';

const meta = {
  title: 'shell/GamesPreloader',
  component: GamesPreloader,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GamesPreloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: '[MOD-014] loading with 16 placeholders',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('preloader-placeholder')).toHaveLength(16);
    await expect(canvas.getByRole('status')).toHaveTextContent(textOf('shell_games_loading', 'ru'));
  },
};

export const LoadingDark: Story = {
  name: '[MOD-014] loading (dark)',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('preloader-placeholder')).toHaveLength(16);
  },
};
