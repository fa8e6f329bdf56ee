import { useLayoutEffect, useState } from 'react';

/**
 * Marks the elements toasts render into. Everything outside the top modal dialog is inert, unheard and
 * unclickable, so an open modal takes these layers inside itself and hands them on when it closes: an error
 * raised during a dialog is still announced and can be dismissed.
 */
const LIVE_LAYER = 'data-ko-live-layer';

/** Modals portal to the end of <body> as they open, so the last open dialog is the top one. */
function topOpenDialog(doc: Document, except?: HTMLDialogElement): HTMLDialogElement | undefined {
  return Array.from(doc.querySelectorAll('dialog[open]'))
    .filter((dialog) => dialog !== except)
    .at(-1) as HTMLDialogElement | undefined;
}

/** A live layer to portal into (null on the server): inside the top open modal, else at the end of <body>. */
export function useLiveLayer(): HTMLElement | null {
  const [layer] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  useLayoutEffect(() => {
    if (!layer) return;
    const doc = layer.ownerDocument;
    layer.setAttribute(LIVE_LAYER, '');
    (topOpenDialog(doc) ?? doc.body).append(layer);
    return () => layer.remove();
  }, [layer]);
  return layer;
}

/** Moves the live layers into `dialog`, which is about to open on top. */
export function takeLiveLayers(dialog: HTMLDialogElement) {
  dialog.append(...Array.from(dialog.ownerDocument.querySelectorAll(`[${LIVE_LAYER}]`)));
}

/** Gives the live layers of a closing `dialog` to the modal now on top, else back to <body>. */
export function handOnLiveLayers(dialog: HTMLDialogElement) {
  const doc = dialog.ownerDocument;
  const layers = Array.from(doc.querySelectorAll(`[${LIVE_LAYER}]`)).filter((layer) => layer.parentElement === dialog);
  (topOpenDialog(doc, dialog) ?? doc.body).append(...layers);
}
