import { describe, expect, it, vi } from 'vitest';
import { createManualTimers } from './manual-timers';

describe('createManualTimers', () => {
  it('fires timeouts and intervals in time order only when advanced', () => {
    const timers = createManualTimers();
    const log: string[] = [];
    timers.setTimeout(() => log.push('t150'), 150);
    const interval = timers.setInterval(() => log.push('i100'), 100);
    timers.advance(99);
    expect(log).toEqual([]);
    timers.advance(201);
    expect(log).toEqual(['i100', 't150', 'i100', 'i100']);
    timers.clearInterval(interval);
    expect(timers.pending).toBe(0);
  });

  it('does not fire a cleared timeout and runs timers scheduled by a callback in the same advance', () => {
    const timers = createManualTimers();
    const cleared = vi.fn();
    const chained = vi.fn();
    timers.clearTimeout(timers.setTimeout(cleared, 10));
    timers.setTimeout(() => timers.setTimeout(chained, 10), 10);
    timers.advance(20);
    expect(cleared).not.toHaveBeenCalled();
    expect(chained).toHaveBeenCalledOnce();
  });
});
