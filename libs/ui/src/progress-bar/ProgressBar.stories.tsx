import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { createManualTimers } from '@kickoff/runtime';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';

/** Time in these stories moves only when a play function says so, so each state is reached exactly. */
const timers = createManualTimers();

function Navigation(props: Omit<ProgressBarProps, 'active' | 'timers'> & { startActive?: boolean }) {
  const { startActive = false, ...rest } = props;
  const [active, setActive] = useState(startActive);
  return (
    <>
      <ProgressBar {...rest} active={active} timers={timers} />
      <div style={{ padding: 24 }}>
        <Button onClick={() => setActive((a) => !a)}>{active ? 'Завершить переход' : 'Начать переход'}</Button>
      </div>
    </>
  );
}

const meta = {
  title: 'ui/ProgressBar',
  component: Navigation,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const bar = () => page().queryByRole('progressbar', { name: 'Загрузка страницы' });
const valueOf = () => Number(bar()?.getAttribute('aria-valuenow'));

export const Idle: Story = {
  play: async () => {
    await expect(bar()).toBeNull();
    await expect(page().getByTestId('progress-bar')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Running: Story = {
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Начать переход' }));
    timers.advance(199);
    await expect(bar()).toBeNull();
    timers.advance(1);
    await waitFor(() => expect(valueOf()).toBe(0));
    timers.advance(2500);
    await waitFor(() => expect(valueOf()).toBe(50));
  },
};

export const Full: Story = {
  args: { startActive: true },
  play: async () => {
    timers.advance(200 + 5000);
    await waitFor(() => expect(valueOf()).toBe(100));
    await expect(bar()).toBeVisible();
  },
};

export const FastNavigationNeverShows: Story = {
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Начать переход' }));
    timers.advance(150);
    await userEvent.click(page().getByRole('button', { name: 'Завершить переход' }));
    timers.advance(1000);
    await expect(bar()).toBeNull();
    await expect(page().getByTestId('progress-bar')).toHaveAttribute('data-phase', 'idle');
  },
};

export const Finishing: Story = {
  args: { startActive: true },
  play: async () => {
    timers.advance(200 + 1000);
    await waitFor(() => expect(valueOf()).toBe(20));
    await userEvent.click(page().getByRole('button', { name: 'Завершить переход' }));
    const track = page().getByTestId('progress-bar');
    await waitFor(() => expect(track).toHaveAttribute('data-phase', 'finishing'));
    await expect(track).toHaveAttribute('aria-hidden', 'true');
    timers.advance(300);
    await waitFor(() => expect(track).toHaveAttribute('data-phase', 'idle'));
  },
};

export const Dark: Story = {
  ...Full,
  globals: { theme: 'dark' },
};
