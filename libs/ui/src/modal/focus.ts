const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `container` that can take focus, in DOM order (positive tabindex is not used in Kickoff). */
export function focusableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && !el.hidden,
  );
}

/**
 * Wraps Tab / Shift+Tab around the ends of `dialog`. A modal <dialog> makes the page behind inert, but past its
 * last element the browser moves focus on to its own toolbar, or out of an iframe into the embedding page.
 */
export function keepTabInside(event: Pick<KeyboardEvent, 'shiftKey' | 'preventDefault'>, dialog: HTMLElement) {
  const tabbable = focusableElements(dialog).filter((el) => el.tabIndex >= 0);
  const first = tabbable.at(0);
  const last = tabbable.at(-1);
  const active = dialog.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
