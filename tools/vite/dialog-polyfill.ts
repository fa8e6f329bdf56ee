/** What can take focus, as libs/ui's modal/focus.ts counts it (tools must not import a lib: project-graph cycle). */
const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,audio[controls],video[controls],[contenteditable]:not([contenteditable="false"]),[tabindex]';

const firstFocusable = (dialog: HTMLDialogElement) =>
  Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).find((el) => !el.closest('[inert]') && !el.hidden);

/**
 * jsdom has <dialog> but not its modal behaviour. This stands in for what a browser does on `showModal()` and
 * `close()`, as far as a jsdom spec can see it: the dialog opens on top of the others; the rest of the page is
 * inert (written as the `inert` attribute, which is how jsdom can show it); focus moves to the first focusable
 * element inside, else the dialog; `close()` lifts that and gives focus back to the element that had it, then
 * fires `close`. Escape's close request is not imitated: Modal answers Escape on keydown itself.
 * Every Kickoff modal is one (libs/ui/src/modal); its stories prove the real behaviour in Chromium.
 */
export function installDialogPolyfill() {
  if (typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const topLayer: HTMLDialogElement[] = [];
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  let madeInert: Element[] = [];

  const blockAllButTop = () => {
    madeInert.forEach((el) => el.removeAttribute('inert'));
    madeInert = [];
    for (
      let node = topLayer.at(-1) as Element | undefined;
      node?.parentElement && node !== node.ownerDocument.body;
      node = node.parentElement
    ) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
  };

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && topLayer.includes(this)) return;
    if (this.open || !this.isConnected)
      throw new DOMException('The dialog is open or not in the document.', 'InvalidStateError');
    focusedBefore.set(this, this.ownerDocument.activeElement);
    this.open = true;
    topLayer.push(this);
    blockAllButTop();
    (firstFocusable(this) ?? this).focus();
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    if (topLayer.includes(this)) topLayer.splice(topLayer.indexOf(this), 1);
    blockAllButTop();
    const before = focusedBefore.get(this);
    focusedBefore.delete(this);
    if (before instanceof HTMLElement && before.isConnected) before.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}
