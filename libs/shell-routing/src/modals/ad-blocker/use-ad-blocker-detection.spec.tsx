import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createManualTimers } from '@kickoff/runtime';
import type { AdBait } from './ad-bait';
import type { AdBaitReading } from './detect-ad-blocker';
import { AD_BAIT_SETTLE_MS, useAdBlockerDetection } from './use-ad-blocker-detection';

function fakeBait(reading: AdBaitReading) {
  const bait = { read: vi.fn(() => reading), remove: vi.fn() } satisfies AdBait;
  return { bait, placeBait: vi.fn(() => bait) };
}

describe('useAdBlockerDetection', () => {
  it('reads the bait once the blocker had time to hide it, then removes the bait', () => {
    const timers = createManualTimers();
    const { bait, placeBait } = fakeBait({ attached: true, display: 'none', visibility: 'visible', height: 0 });
    const { result } = renderHook(() => useAdBlockerDetection({ placeBait, timers }));
    expect(result.current).toBeUndefined();
    act(() => timers.advance(AD_BAIT_SETTLE_MS - 1));
    expect(bait.read).not.toHaveBeenCalled();
    act(() => timers.advance(1));
    expect(result.current).toBe(true);
    expect(bait.remove).toHaveBeenCalled();
    expect(placeBait).toHaveBeenCalledOnce();
  });

  it('reports no blocker when the bait stayed visible', () => {
    const timers = createManualTimers();
    const { placeBait } = fakeBait({ attached: true, display: 'block', visibility: 'visible', height: 1 });
    const { result } = renderHook(() => useAdBlockerDetection({ placeBait, timers }));
    act(() => timers.advance(AD_BAIT_SETTLE_MS));
    expect(result.current).toBe(false);
  });

  it('leaves no bait and no timer behind when unmounted before the check', () => {
    const timers = createManualTimers();
    const { bait, placeBait } = fakeBait({ attached: true, display: 'block', visibility: 'visible', height: 1 });
    const { unmount } = renderHook(() => useAdBlockerDetection({ placeBait, timers }));
    unmount();
    expect(bait.remove).toHaveBeenCalled();
    expect(timers.pending).toBe(0);
  });
});
