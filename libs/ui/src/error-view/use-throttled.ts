import type { Clock } from '@kickoff/runtime';
import { useRef } from 'react';

/**
 * Wraps `callback` so a call within `ms` of the last accepted one is dropped. Time comes from `clock`,
 * so tests move it by hand. `ms` 0 or undefined accepts every call.
 */
export function useThrottled(callback: (() => void) | undefined, ms: number | undefined, clock: Clock): () => void {
  const lastAccepted = useRef<number | null>(null);
  return () => {
    if (!callback) return;
    const now = clock.now();
    if (ms && lastAccepted.current !== null && now - lastAccepted.current < ms) return;
    lastAccepted.current = now;
    callback();
  };
}
