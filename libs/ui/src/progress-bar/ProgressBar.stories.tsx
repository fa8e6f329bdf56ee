import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { createManualTimers } from '@kickoff/runtime';
import { demoTextsIn, useDemoTexts } from '../testing/demo-texts';
import { uiTextsIn } from '../testing/story-texts';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';

/** Time in these stories moves only when a play function says so, so each state is reached exactly. */
const timers = createManualTimers();

function Navigation(props: Omit<ProgressBarProps, 'active' | 'timers'> & { startActive?: boolean }) {
  const { startActive = false, ...rest } = props;
  const [active, setActive] = useState(startActive);
  const t = useDemoTexts();
  return (
    <>
      <ProgressBar {...rest} active={active} timers={timers} />
      <div style={{ padding: 24 }}>
        <Button onClick={() => setActive((a) => !a)}>{active ? t.finishNavigation : t.startNavigation}</Button>
      </div>
    </>
  );
}

/**
 * The thin page-navigation bar: appears only after 200 ms, creeps towards 100 % while `active`, then finishes and hides.
 *
 * Usage: `import { ProgressBar } from '@kickoff/ui';` — each story's *Show code* gives the props in context; its texts come from the lib's i18n resources (see the lib's README).
 */
const meta = {
  title: 'Components/ProgressBar',
  component: Navigation,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
type Globals = Record<string, unknown>;
const bar = (globals: Globals) => page().queryByRole('progressbar', { name: uiTextsIn(globals).ui_page_loading });
const valueOf = (globals: Globals) => Number(bar(globals)?.getAttribute('aria-valuenow'));
const button = (globals: Globals, name: 'startNavigation' | 'finishNavigation') =>
  page().getByRole('button', { name: demoTextsIn(globals)[name] });

export const Idle: Story = {
  name: 'Idle',
  play: async ({ globals }) => {
    await expect(bar(globals)).toBeNull();
    await expect(page().getByTestId('progress-bar')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Running: Story = {
  name: 'Running, halfway',
  play: async ({ globals }) => {
    await userEvent.click(button(globals, 'startNavigation'));
    timers.advance(199);
    await expect(bar(globals)).toBeNull();
    timers.advance(1);
    await waitFor(() => expect(valueOf(globals)).toBe(0));
    timers.advance(2500);
    await waitFor(() => expect(valueOf(globals)).toBe(50));
  },
};

export const Full: Story = {
  name: 'Full',
  args: { startActive: true },
  play: async ({ globals }) => {
    timers.advance(200 + 5000);
    await waitFor(() => expect(valueOf(globals)).toBe(100));
    await expect(bar(globals)).toBeVisible();
  },
};

export const FastNavigationNeverShows: Story = {
  name: 'Hidden for a fast navigation',
  play: async ({ globals }) => {
    await userEvent.click(button(globals, 'startNavigation'));
    timers.advance(150);
    await userEvent.click(button(globals, 'finishNavigation'));
    timers.advance(1000);
    await expect(bar(globals)).toBeNull();
    await expect(page().getByTestId('progress-bar')).toHaveAttribute('data-phase', 'idle');
  },
};

export const Finishing: Story = {
  name: 'Finished',
  args: { startActive: true },
  play: async ({ globals }) => {
    timers.advance(200 + 1000);
    await waitFor(() => expect(valueOf(globals)).toBe(20));
    await userEvent.click(button(globals, 'finishNavigation'));
    const track = page().getByTestId('progress-bar');
    await waitFor(() => expect(track).toHaveAttribute('data-phase', 'finishing'));
    await expect(track).toHaveAttribute('aria-hidden', 'true');
    timers.advance(300);
    await waitFor(() => expect(track).toHaveAttribute('data-phase', 'idle'));
  },
};
