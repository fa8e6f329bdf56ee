import { type Breakpoint, breakpointFor } from '@kickoff/ui';
import { systemTimers, type Timers } from '@kickoff/runtime';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** SR-020 */
export const WINDOW_SIZE_DEBOUNCE_MS = 100;

export interface WindowSize {
  readonly width: number;
  readonly height: number;
  /** SR-018: ui's breakpoints, read as min-widths. */
  readonly breakpoint: Breakpoint;
}

function measure(): WindowSize {
  const width = window.innerWidth;
  return { width, height: window.innerHeight, breakpoint: breakpointFor(width) };
}

const WindowSizeContext = createContext<WindowSize | undefined>(undefined);

/**
 * The `windowSize` of doc 000 §3.8: updated once a resize has been quiet for 100 ms, so dragging a window edge
 * does not re-render the page on every frame.
 */
export function WindowSizeProvider({ children, timers = systemTimers }: { children: ReactNode; timers?: Timers }) {
  const [size, setSize] = useState(measure);
  useEffect(() => {
    let pending: ReturnType<Timers['setTimeout']> | undefined;
    const onResize = () => {
      timers.clearTimeout(pending);
      pending = timers.setTimeout(() => setSize(measure()), WINDOW_SIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      timers.clearTimeout(pending);
    };
  }, [timers]);
  return <WindowSizeContext.Provider value={size}>{children}</WindowSizeContext.Provider>;
}

/** The debounced window size; outside a provider (a story, a test of one component) the size right now. */
export function useWindowSize(): WindowSize {
  return useContext(WindowSizeContext) ?? measure();
}
