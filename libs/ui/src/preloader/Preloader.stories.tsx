import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoTextsIn, type InLanguage } from '../testing/demo-texts';
import { uiTextsIn } from '../testing/story-texts';
import { Preloader, type PreloaderProps } from './Preloader';

/** A caller's own label, per language; without one (or a `label` set in Controls) the preloader says ui's `ui_loading`. */
type DemoPreloaderProps = PreloaderProps & { ownLabel?: InLanguage<string> };

/**
 * Something is loading. A spinner is an indeterminate `progressbar`; the placeholder grid is an `aria-busy` region whose tiles are hidden from assistive tech, with the label as status text in their place.
 *
 * Usage: `import { Preloader } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Components/Preloader',
  component: Preloader,
  argTypes: { ownLabel: { control: false }, size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  render: ({ ownLabel, ...args }, { globals }) => (
    <Preloader {...args} label={ownLabel?.(demoTextsIn(globals)) ?? args.label} />
  ),
} satisfies Meta<DemoPreloaderProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spinner's diameter per size, as the design gives it (layout size: the spin turns its box). */
const diameter = { small: 20, medium: 36, large: 56 };

/** The default: a medium spinner named by ui's own "Loading…". */
export const Spinner: Story = {
  name: 'Spinner',
  play: async ({ canvasElement, globals }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: uiTextsIn(globals).ui_loading });
    await expect(spinner).toBeVisible();
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(spinner.offsetWidth).toBe(diameter.medium);
  },
};

export const SmallSpinner: Story = {
  name: 'Small spinner',
  args: { size: 'small' },
  play: async ({ canvasElement, globals }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: uiTextsIn(globals).ui_loading });
    await expect(spinner).toBeVisible();
    await expect(spinner.offsetWidth).toBe(diameter.small);
  },
};

export const LargeSpinnerWithOwnLabel: Story = {
  name: 'Large spinner with its own label',
  args: { size: 'large', ownLabel: (t) => t.loadingGame },
  play: async ({ canvasElement, args, globals }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: args.ownLabel?.(demoTextsIn(globals)) });
    await expect(spinner).toBeVisible();
    await expect(spinner.offsetWidth).toBe(diameter.large);
  },
};

export const PlaceholderGrid: Story = {
  name: 'Placeholder grid',
  args: { placeholders: 16, ownLabel: (t) => t.loadingGames },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('preloader-placeholder')).toHaveLength(16);
    await expect(canvas.getByRole('status')).toHaveTextContent(String(args.ownLabel?.(demoTextsIn(globals))));
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
