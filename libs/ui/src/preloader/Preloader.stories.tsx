import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Preloader } from './Preloader';

const meta = {
  title: 'ui/Preloader',
  component: Preloader,
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Preloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spinner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Загрузка…' })).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Загрузка…' })).toBeVisible();
  },
};

export const Large: Story = {
  args: { size: 'large', label: 'Загрузка игры' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Загрузка игры' })).toBeVisible();
  },
};

export const Placeholders: Story = {
  args: { placeholders: 16, label: 'Загрузка игр' },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('preloader-placeholder')).toHaveLength(16);
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка игр');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

export const PlaceholdersDark: Story = {
  ...Placeholders,
  globals: { theme: 'dark' },
};
