import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyUser } from '../modal/testing/real-input';
import { BottomBar } from './BottomBar';
import { CasinoIcon, HomeIcon, LineIcon, LiveIcon, SlipIcon } from './icons';
import { navTextsIn, storyLink, useNavTexts } from './nav-story-texts';

interface DemoProps {
  current: 'home' | 'line' | 'live' | 'casino';
  count: number;
  onSlip?: () => void;
}

/** The phone's bar as the shell fills it: four sections and the bet slip, which opens over the page. */
function PhoneBar({ current, count, onSlip }: DemoProps) {
  const t = useNavTexts();
  const [open, setOpen] = useState(false);
  return (
    <div style={{ width: 'min(390px, 100vw)' }}>
      <BottomBar
        label={t.sections}
        renderLink={storyLink}
        items={[
          { id: 'home', label: t.home, Icon: HomeIcon, href: '#home', current: current === 'home' },
          { id: 'line', label: t.line, Icon: LineIcon, href: '#line', current: current === 'line' },
          { id: 'live', label: t.live, Icon: LiveIcon, href: '#live', current: current === 'live' },
          { id: 'casino', label: t.casino, Icon: CasinoIcon, href: '#casino', current: current === 'casino' },
          {
            id: 'slip',
            label: t.slip,
            Icon: SlipIcon,
            count,
            expanded: open,
            onClick: () => {
              setOpen((was) => !was);
              onSlip?.();
            },
          },
        ]}
      />
    </div>
  );
}

/**
 * The phone's bottom navigation (below 1100 px): home, line, live, casino and the bet slip with its count; each item
 * an icon over its label, at least 44 px tall; the page on screen is `aria-current="page"`.
 *
 * Usage: `import { BottomBar } from '@kickoff/ui';` with `label`, `items` and the router's `renderLink`.
 */
const meta = {
  title: 'ui/BottomBar',
  component: PhoneBar,
  args: { current: 'line', count: 0, onSlip: fn() },
  argTypes: { current: { control: 'inline-radio', options: ['home', 'line', 'live', 'casino'] } },
} satisfies Meta<typeof PhoneBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOUCH_TARGET = 44;

/** On the line page with an empty slip: the line marked, no badge, every item a touch target. */
export const EmptySlip: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = navTextsIn(globals);
    const nav = within(canvasElement).getByRole('navigation', { name: t.sections });
    const bar = within(nav);
    await expect(bar.getByRole('link', { name: t.line })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: t.home })).not.toHaveAttribute('aria-current');
    await expect(bar.getByRole('button', { name: t.slip })).toHaveAttribute('aria-expanded', 'false');
    for (const item of [...bar.getAllByRole('link'), bar.getByRole('button')]) {
      const box = item.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
      await expect(box.width).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
  },
};

/** Three bets in the slip: the badge over its icon, read as part of its name. */
export const SlipWithBets: Story = {
  args: { count: 3, current: 'home' },
  play: async ({ canvasElement, globals, args }) => {
    const t = navTextsIn(globals);
    const user = await storyUser();
    const bar = within(canvasElement);
    await expect(bar.getByRole('link', { name: t.home })).toHaveAttribute('aria-current', 'page');
    const slip = bar.getByRole('button', { name: `${t.slip} 3` });
    await expect(bar.getByTestId('bottom-bar-count-slip')).toHaveTextContent('3');
    await user.click(slip);
    await expect(args.onSlip).toHaveBeenCalledTimes(1);
    await expect(slip).toHaveAttribute('aria-expanded', 'true');
    await user.click(slip);
    await expect(slip).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On the narrowest phone (320 px) the five items share the row without overflowing it. */
export const NarrowPhone: Story = {
  args: { count: 12, current: 'casino' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement, globals }) => {
    const t = navTextsIn(globals);
    const nav = within(canvasElement).getByRole('navigation', { name: t.sections });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(within(nav).getByRole('link', { name: t.casino })).toHaveAttribute('aria-current', 'page');
  },
};
