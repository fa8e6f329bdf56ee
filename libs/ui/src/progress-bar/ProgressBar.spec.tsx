import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createManualTimers } from '@kickoff/runtime';
import { withI18n } from '../testing/with-i18n';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, ProgressBar, type ProgressBarProps } from './ProgressBar';
import { PROGRESS_FADE_MS } from './use-progress';

function setup(props: Partial<ProgressBarProps> = {}) {
  const timers = createManualTimers();
  const ui = (active: boolean) => withI18n(<ProgressBar active={active} timers={timers} {...props} />);
  const view = render(ui(false));
  return {
    timers,
    setActive: (active: boolean) => view.rerender(ui(active)),
    advance: (ms: number) => act(() => timers.advance(ms)),
    bar: () => screen.queryByRole('progressbar', { name: 'Page loading' }),
    track: () => screen.getByTestId('progress-bar'),
  };
}

const valueOf = (el: HTMLElement | null) => Number(el?.getAttribute('aria-valuenow'));

describe('ProgressBar', () => {
  it('[SR-021] / shows only after 200 ms of activity and fills evenly to 100 over 5000 ms on the driven timers, then stays full', () => {
    const { setActive, advance, bar } = setup();
    expect([PROGRESS_THROTTLE_MS, PROGRESS_DURATION_MS]).toEqual([200, 5000]);
    setActive(true);
    advance(199);
    expect(bar()).toBeNull();
    advance(1);
    expect(valueOf(bar())).toBe(0);
    advance(1000);
    expect(valueOf(bar())).toBe(20);
    advance(1500);
    expect(valueOf(bar())).toBe(50);
    advance(2499);
    expect(valueOf(bar())).toBeLessThan(100);
    advance(1);
    expect(valueOf(bar())).toBe(100);
    advance(10_000);
    expect(valueOf(bar())).toBe(100);
  });

  it('never appears for work that ends within the 200 ms throttle', () => {
    const { setActive, advance, bar, track, timers } = setup();
    setActive(true);
    advance(150);
    setActive(false);
    advance(1000);
    expect(bar()).toBeNull();
    expect(track()).toHaveAttribute('data-phase', 'idle');
    expect(timers.pending).toBe(0);
  });

  it('is hidden from assistive tech when idle and while it fades out after the work ends', () => {
    const { setActive, advance, bar, track, timers } = setup();
    expect(track()).toHaveAttribute('aria-hidden', 'true');
    expect(track()).not.toHaveAttribute('role');
    setActive(true);
    advance(PROGRESS_THROTTLE_MS + 700);
    expect(bar()).not.toHaveAttribute('aria-hidden');
    setActive(false);
    expect(bar()).toBeNull();
    expect(track()).toHaveAttribute('data-phase', 'finishing');
    expect(track()).toHaveAttribute('aria-hidden', 'true');
    advance(PROGRESS_FADE_MS);
    expect(track()).toHaveAttribute('data-phase', 'idle');
    expect(timers.pending).toBe(0);
  });

  it('takes its own throttle, duration and label', () => {
    const { setActive, advance } = setup({ throttleMs: 50, durationMs: 1000, label: 'Loading the line' });
    setActive(true);
    advance(50 + 500);
    expect(valueOf(screen.getByRole('progressbar', { name: 'Loading the line' }))).toBe(50);
  });

  it('starts over from 0 when work starts again', () => {
    const { setActive, advance, bar } = setup();
    setActive(true);
    advance(PROGRESS_THROTTLE_MS + 3000);
    setActive(false);
    setActive(true);
    advance(PROGRESS_THROTTLE_MS);
    expect(valueOf(bar())).toBe(0);
  });
});
