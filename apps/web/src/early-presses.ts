/**
 * The server's HTML shows buttons before the browser has taken it over, and a press on one then did nothing: React
 * replays only the presses that come after `hydrateRoot`. This line, inline in index.html's <head>, keeps every press
 * on a plain button (`type="button"`: links and submit buttons act without JavaScript) until the site has taken over
 * the page, which then presses them again, in order. index-html.spec.ts pins it; replaying ends the keeping.
 */
export const EARLY_PRESSES_SCRIPT =
  "(function(){var p=window.kickoffEarlyPresses=[];document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('button[type=\"button\"]');if(b&&window.kickoffEarlyPresses===p)p.push(b)},true)})()";

declare global {
  interface Window {
    /** The plain buttons pressed before the site took the page over (EARLY_PRESSES_SCRIPT). */
    kickoffEarlyPresses?: Element[] | undefined;
  }
}

/** Ends the keeping and hands over what was kept, in order (nothing the second time). */
export function takeEarlyPresses(win: Window & typeof globalThis): readonly Element[] {
  const presses = win.kickoffEarlyPresses ?? [];
  win.kickoffEarlyPresses = undefined;
  return presses;
}

/** Presses again the kept buttons still on the page and enabled; returns how many. */
export function pressAgain(win: Window & typeof globalThis, presses: readonly Element[]): number {
  let replayed = 0;
  for (const button of presses) {
    if (!(button instanceof win.HTMLButtonElement) || !button.isConnected || button.disabled) continue;
    button.click();
    replayed += 1;
  }
  return replayed;
}

/** Presses again what was pressed before the site took the page over, once. */
export function replayEarlyPresses(win: Window & typeof globalThis): number {
  return pressAgain(win, takeEarlyPresses(win));
}
