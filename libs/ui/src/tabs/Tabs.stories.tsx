import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { navTextsIn, useNavTexts } from '../bottom-bar/nav-story-texts';
import { storyUser } from '../modal/testing/real-input';
import { Tabs, type TabsProps } from './Tabs';

type DemoProps = Pick<TabsProps, 'defaultSelected' | 'onSelect'> & { withDisabled?: boolean };

function SectionTabs({ withDisabled = false, ...props }: DemoProps) {
  const t = useNavTexts();
  return (
    <Tabs
      {...props}
      label={t.sections}
      tabs={[
        { id: 'line', label: t.line, panel: <p>{t.upcoming}</p> },
        { id: 'live', label: t.live, panel: <p>{t.inPlay}</p> },
        ...(withDisabled ? [{ id: 'outrights', label: t.outrights, panel: null, disabled: true }] : []),
        { id: 'results', label: t.results, panel: <p>{t.finished}</p> },
      ]}
    />
  );
}

/**
 * Tabs switch between views of one page (line, live, results): the WAI-ARIA tabs pattern, one tab stop, arrow
 * keys move and select, Home and End go to the ends.
 *
 * Usage: `import { Tabs } from '@kickoff/ui';` with `label` (the tab list's name) and `tabs` (`id`, `label`, `panel`).
 */
const meta = {
  title: 'ui/Tabs',
  component: SectionTabs,
  args: { onSelect: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SectionTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected and its panel shown; arrows move round the list and Home comes back to the first. */
export const FirstSelected: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = navTextsIn(globals);
    const canvas = within(canvasElement);
    const user = await storyUser();
    await expect(canvas.getByRole('tablist', { name: t.sections })).toBeVisible();
    const line = canvas.getByRole('tab', { name: t.line });
    await expect(line).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: t.line })).toHaveTextContent(t.upcoming);
    line.focus();
    await user.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: t.live })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: t.live })).toHaveTextContent(t.inPlay);
    await user.keyboard('{Home}');
    await expect(line).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('line');
  },
};

/** The second tab selected from the start. */
export const OtherSelected: Story = {
  args: { defaultSelected: 'live' },
  play: async ({ canvasElement, globals }) => {
    const t = navTextsIn(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: t.live })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t.inPlay);
  },
};

/** A tab that cannot be chosen now: the arrow keys pass over it. */
export const WithDisabledTab: Story = {
  args: { withDisabled: true, defaultSelected: 'live' },
  play: async ({ canvasElement, globals }) => {
    const t = navTextsIn(globals);
    const canvas = within(canvasElement);
    const user = await storyUser();
    await expect(canvas.getByRole('tab', { name: t.outrights })).toBeDisabled();
    canvas.getByRole('tab', { name: t.live }).focus();
    await user.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: t.results })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: t.live })).toHaveAttribute('aria-selected', 'true');
  },
};
