/**
 * A press on a plain button (`type="button"`: links and submit buttons act without JavaScript) must never be lost
 * because the code that answers it has not run yet. Two moments need it:
 * - before the site has taken the server's HTML over (React replays only the presses after `hydrateRoot`): every
 *   press is kept until the site takes the page over (`takeEarlyPresses`);
 * - afterwards, inside a part of the page marked with `PRESSES_HELD_ATTRIBUTE` (a remote page whose own code has
 *   not run yet: its odds are plain HTML until then): a press there is kept, and goes no further, until the part's
 *   owner takes it (`takeHeldPresses`) once the code is in.
 * The owner presses what it took again (`pressAgain`). The keeper is this inline line in index.html's <head>, before
 * any module (index-html.spec.ts pins it); it installs once per document.
 */
export const EARLY_PRESSES_SCRIPT =
  "(function(){if(window.kickoffPresses)return;var k=window.kickoffPresses={early:[],held:[]};document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('button[type=\"button\"]');if(!b)return;if(k.early)k.early.push(b);else if(b.closest('[data-presses-held]')){k.held.push(b);e.stopPropagation()}},true)})()";

/** Marks a part of the page whose presses are held until its owner takes them (see EARLY_PRESSES_SCRIPT). */
export const PRESSES_HELD_ATTRIBUTE = 'data-presses-held';

interface KeptPresses {
  /** Until the site takes the page over; null from then on. */
  early: Element[] | null;
  /** Presses inside a held part, after the site took the page over. */
  held: Element[];
}

declare global {
  interface Window {
    /** What EARLY_PRESSES_SCRIPT keeps. */
    kickoffPresses?: KeptPresses | undefined;
  }
}

type Win = Window & typeof globalThis;

/** Ends the keeping of early presses and hands over what was kept, in order (nothing the second time). */
export function takeEarlyPresses(win: Win): readonly Element[] {
  const kept = win.kickoffPresses;
  const presses = kept?.early ?? [];
  if (kept) kept.early = null;
  return presses;
}

/**
 * Hands over the presses held inside `part`, in order, and forgets them (nothing the second time); presses on buttons
 * no longer on the page (a part that never came to life) are forgotten too.
 */
export function takeHeldPresses(win: Win, part: Element): readonly Element[] {
  const kept = win.kickoffPresses;
  if (!kept) return [];
  const mine = kept.held.filter((button) => part.contains(button));
  kept.held = kept.held.filter((button) => button.isConnected && !part.contains(button));
  return mine;
}

/** Presses again the kept buttons still on the page and enabled; returns how many. */
export function pressAgain(win: Win, presses: readonly Element[]): number {
  let replayed = 0;
  for (const button of presses) {
    if (!(button instanceof win.HTMLButtonElement) || !button.isConnected || button.disabled) continue;
    button.click();
    replayed += 1;
  }
  return replayed;
}
