import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualTimers } from '@kickoff/runtime';
import { useWindowSize, WindowSizeProvider } from './window-size';

function SizeProbe() {
  const { width, breakpoint } = useWindowSize();
  return <output data-breakpoint={breakpoint}>{width}</output>;
}

const initialWidth = window.innerWidth;
function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}
afterEach(() => {
  window.innerWidth = initialWidth;
});

function renderProbe() {
  const timers = createManualTimers();
  render(
    <WindowSizeProvider timers={timers}>
      <SizeProbe />
    </WindowSizeProvider>,
  );
  return timers;
}

describe('window size', () => {
  it('[SR-020] a resize reaches windowSize once it has been quiet for 100 ms', () => {
    resizeTo(800);
    const timers = renderProbe();
    act(() => resizeTo(1200));
    act(() => timers.advance(60));
    act(() => resizeTo(1400));
    act(() => timers.advance(99));
    expect(screen.getByRole('status')).toHaveTextContent('800');
    act(() => timers.advance(1));
    expect(screen.getByRole('status')).toHaveTextContent('1400');
  });

  it('[SR-018] the breakpoint follows 1024, 1100, 1366 and 1920 as min-widths', () => {
    resizeTo(1023);
    const timers = renderProbe();
    const seen: Record<number, string | null> = {};
    for (const width of [1023, 1024, 1099, 1100, 1365, 1366, 1919, 1920]) {
      act(() => resizeTo(width));
      act(() => timers.advance(100));
      seen[width] = screen.getByRole('status').getAttribute('data-breakpoint');
    }
    expect(seen).toEqual({
      1023: 'xs',
      1024: 'sm',
      1099: 'sm',
      1100: 'md',
      1365: 'md',
      1366: 'lg',
      1919: 'lg',
      1920: 'xl',
    });
  });
});
