import { useLayoutEffect } from 'react';
import { replayEarlyPresses } from './early-presses';

/** The attribute <html> carries once the site has taken the server's page over (e2e waits on it before typing). */
export const SITE_READY_ATTRIBUTE = 'data-site-ready';

/**
 * Rendered beside the app in the browser only; its effect runs in the commit that takes the server's HTML over:
 * the presses kept before are pressed again, and the page says it now answers typing (a value typed into a
 * server-rendered field before then is not the form's yet).
 */
export function PageTakenOver({ win }: { win: Window & typeof globalThis }) {
  // A layout effect: no press in between is both handled by React and kept for the replay.
  useLayoutEffect(() => {
    replayEarlyPresses(win);
    win.document.documentElement.setAttribute(SITE_READY_ATTRIBUTE, '');
  }, [win]);
  return null;
}
