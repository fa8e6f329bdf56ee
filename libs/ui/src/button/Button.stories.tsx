import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoTextsIn, type InLanguage } from '../testing/demo-texts';
import { Button, type ButtonProps } from './Button';

/** A button's props with its label written per language: the story shows it in the toolbar's language. */
type DemoButtonProps = Omit<ButtonProps, 'children'> & { label: InLanguage<string> };

/**
 * A native button (type="button" unless told), so Enter, Space and focus work as browsers make them.
 *
 * Usage: `import { Button } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Components/Button',
  component: Button,
  args: { label: (t) => t.placeBet, onClick: fn() },
  argTypes: {
    label: { control: false },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
  },
  render: ({ label, ...args }, { globals }) => <Button {...args}>{label(demoTextsIn(globals))}</Button>,
} satisfies Meta<DemoButtonProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default, primary button, ready to be pressed. */
export const Enabled: Story = {
  name: 'Enabled',
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label(demoTextsIn(globals)) });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const variants = ['primary', 'secondary', 'ghost'] as const;
/** What each variant is for: the main action, the other answer, a quiet link-like action. */
const variantLabel: Record<(typeof variants)[number], InLanguage<string>> = {
  primary: (t) => t.placeBet,
  secondary: (t) => t.cancel,
  ghost: (t) => t.more,
};

/** Every variant side by side, to compare them in each theme; each is a button that can be pressed. */
export const AllVariants: Story = {
  name: 'All variants',
  render: ({ label: _label, ...args }, { globals }) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variantLabel[variant](demoTextsIn(globals))}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const buttons = variants.map((variant) =>
      within(canvasElement).getByRole('button', { name: variantLabel[variant](demoTextsIn(globals)) }),
    );
    for (const button of buttons) await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(variants.length);
    // Three looks, not one: fill and border tell the variants apart.
    const looks = buttons.map(
      (button) => `${getComputedStyle(button).backgroundColor} ${getComputedStyle(button).borderTopColor}`,
    );
    await expect(new Set(looks).size).toBe(variants.length);
  },
};

export const FullWidth: Story = {
  name: 'Full width',
  args: { fullWidth: true },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label(demoTextsIn(globals)) });
    const container = button.parentElement!;
    const style = getComputedStyle(container);
    const inner = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(button.getBoundingClientRect().width).toBeCloseTo(inner, 0);
  },
};

export const Disabled: Story = {
  name: 'Disabled',
  args: { disabled: true },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label(demoTextsIn(globals)) });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
