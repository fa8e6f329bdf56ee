const TABBABLE = [
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

/** Elements reachable with Tab inside `container`, in DOM order (positive tabindex is not used in Kickoff). */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && !el.hidden,
  );
}

/**
 * Marks a layer on <body> that stays live behind a modal: inert would silence its announcements
 * (the toast stack must still report an error that happens while a dialog is open).
 */
const LIVE_LAYER_ATTRIBUTE = 'data-ko-live-layer';

/**
 * Marks every sibling of `keep` up the tree to <body> as inert, so assistive tech and pointer/focus
 * cannot reach the page behind a modal. Returns the undo, which only touches what it changed.
 */
export function makeOthersInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  let node: HTMLElement | null = keep;
  while (node && node.parentElement && node !== document.body) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      if (sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT' || sibling.hasAttribute(LIVE_LAYER_ATTRIBUTE)) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}
