import { type Timers, pressAgain, takeEarlyPresses } from '@kickoff/runtime';
import { useLayoutEffect } from 'react';

/** The attribute <html> carries once the site has taken the server's page over (e2e waits on it before typing). */
export const SITE_READY_ATTRIBUTE = 'data-site-ready';

/**
 * Rendered beside the app in the browser only; its effect runs in the commit that takes the server's HTML over:
 * the keeping of early presses ends there (from then on React hears presses itself), and the page says it now
 * answers typing. The kept presses are pressed again on the next timer, not in this commit: React takes the providers
 * over first and everything inside the site's Suspense boundaries a moment later, in slices; a press on such a part made
 * during a commit is dropped, while one made after it makes React take that part over at once and handle it.
 */
export function PageTakenOver({ win, timers }: { win: Window & typeof globalThis; timers: Timers }) {
  useLayoutEffect(() => {
    const presses = takeEarlyPresses(win);
    win.document.documentElement.setAttribute(SITE_READY_ATTRIBUTE, '');
    // Not cleared on unmount: the presses are already taken, and Strict Mode's second mount finds none to keep.
    if (presses.length > 0) timers.setTimeout(() => pressAgain(win, presses), 0);
  }, [win, timers]);
  return null;
}
