import type { Timers } from '@kickoff/runtime';
import { useEffect, useRef } from 'react';

/**
 * Calls `onTimeout` once, `ms` after it became enabled; disabling (or unmounting) cancels it and enabling
 * again starts a fresh `ms`. Off when `ms` is undefined.
 */
export function useTimeout(ms: number | undefined, enabled: boolean, timers: Timers, onTimeout: () => void) {
  // The owner's callback changes every render; the timer must not restart because of it.
  const latest = useRef(onTimeout);
  latest.current = onTimeout;
  useEffect(() => {
    if (ms === undefined || !enabled) return;
    const handle = timers.setTimeout(() => latest.current(), ms);
    return () => timers.clearTimeout(handle);
  }, [ms, enabled, timers]);
}
