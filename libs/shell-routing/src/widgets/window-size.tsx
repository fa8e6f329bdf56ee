import { type Breakpoint, breakpointFor } from '@kickoff/ui';
import { systemTimers, type Timers } from '@kickoff/runtime';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/** SR-020 */
export const WINDOW_SIZE_DEBOUNCE_MS = 100;

export interface WindowSize {
  readonly width: number;
  readonly height: number;
  /** SR-018: ui's breakpoints, read as min-widths. */
  readonly breakpoint: Breakpoint;
}

/** The server sees no window: the smallest breakpoint, until the browser measures right after hydration. */
const UNSEEN: WindowSize = { width: 0, height: 0, breakpoint: breakpointFor(0) };

function measure(): WindowSize {
  if (typeof window === 'undefined') return UNSEEN;
  const width = window.innerWidth;
  return { width, height: window.innerHeight, breakpoint: breakpointFor(width) };
}

const subscribeToNothing = () => () => undefined;
/** true on the server and while hydrating its HTML (which must match it), false from the next render on. */
const useServerRendered = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

const WindowSizeContext = createContext<WindowSize | undefined>(undefined);

/**
 * The `windowSize` of doc 000 §3.8: updated once a resize has been quiet for 100 ms, so dragging a window edge
 * does not re-render the page on every frame.
 */
export function WindowSizeProvider({ children, timers = systemTimers }: { children: ReactNode; timers?: Timers }) {
  const hydrating = useServerRendered();
  const [size, setSize] = useState(() => (hydrating ? UNSEEN : measure()));
  useEffect(() => {
    // After hydration the first measure is a transition: an urgent context change would make every Suspense
    // boundary still waiting for its code (the header's lazy parts) drop the server's HTML for its fallback (a
    // layout shift); a transition waits for them instead.
    startTransition(() => setSize((current) => (current === UNSEEN ? measure() : current)));
  }, []);
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
  const provided = useContext(WindowSizeContext);
  const serverRendered = useServerRendered();
  return provided ?? (serverRendered ? UNSEEN : measure());
}
