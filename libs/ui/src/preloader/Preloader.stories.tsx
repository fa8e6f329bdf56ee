import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { uiTextsIn } from '../testing/story-texts';
import { Preloader } from './Preloader';

/**
 * Something is loading. A spinner is an indeterminate `progressbar`; the placeholder grid is an `aria-busy` region whose tiles are hidden from assistive tech, with the label as status text in their place.
 *
 * Usage: `import { Preloader } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'ui/Preloader',
  component: Preloader,
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Preloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: uiTextsIn(globals).ui_loading })).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: uiTextsIn(globals).ui_loading })).toBeVisible();
  },
};

export const Large: Story = {
  args: { size: 'large', label: 'Загрузка игры' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: args.label })).toBeVisible();
  },
};

export const Placeholders: Story = {
  args: { placeholders: 16, label: 'Загрузка игр' },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('preloader-placeholder')).toHaveLength(16);
    await expect(canvas.getByRole('status')).toHaveTextContent(String(args.label));
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};
