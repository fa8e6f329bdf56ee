import type { Timers } from '@kickoff/runtime';
import { useEffect, useRef, useState } from 'react';

export type ProgressPhase = 'idle' | 'running' | 'finishing';

export interface ProgressState {
  phase: ProgressPhase;
  /** 0–100. */
  value: number;
}

/** How often the value steps; CSS eases the bar between steps. */
export const PROGRESS_TICK_MS = 100;
/** How long the full bar fades out after the work ends. */
export const PROGRESS_FADE_MS = 300;

const IDLE: ProgressState = { phase: 'idle', value: 0 };

/**
 * The navigation progress: shown only when `active` lasts `throttleMs` (fast navigations never flash it),
 * then filling evenly to 100 over `durationMs` and staying full until the work ends, then fading out.
 */
export function useProgress(active: boolean, throttleMs: number, durationMs: number, timers: Timers): ProgressState {
  const [state, setState] = useState<ProgressState>(IDLE);
  const phase = useRef<ProgressPhase>('idle');
  phase.current = state.phase;

  useEffect(() => {
    if (!active) {
      if (phase.current !== 'running') {
        setState(IDLE);
        return;
      }
      setState({ phase: 'finishing', value: 100 });
      const fade = timers.setTimeout(() => setState(IDLE), PROGRESS_FADE_MS);
      return () => timers.clearTimeout(fade);
    }
    let interval: ReturnType<Timers['setInterval']> | undefined;
    const show = timers.setTimeout(() => {
      let elapsed = 0;
      setState({ phase: 'running', value: 0 });
      interval = timers.setInterval(() => {
        elapsed += PROGRESS_TICK_MS;
        const value = Math.min(100, (elapsed / durationMs) * 100);
        setState({ phase: 'running', value });
        if (value >= 100) timers.clearInterval(interval);
      }, PROGRESS_TICK_MS);
    }, throttleMs);
    return () => {
      timers.clearTimeout(show);
      timers.clearInterval(interval);
    };
  }, [active, throttleMs, durationMs, timers]);

  return state;
}
