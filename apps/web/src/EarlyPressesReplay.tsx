import { useLayoutEffect } from 'react';
import { replayEarlyPresses } from './early-presses';

/** Rendered beside the app in the browser only: its effect runs in the commit that takes the server's HTML over. */
export function EarlyPressesReplay({ win }: { win: Window & typeof globalThis }) {
  // A layout effect: no press in between is both handled by React and kept for the replay.
  useLayoutEffect(() => void replayEarlyPresses(win), [win]);
  return null;
}
