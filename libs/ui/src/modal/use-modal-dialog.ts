import { type RefObject, useLayoutEffect } from 'react';
import { handOnLiveLayers, takeLiveLayers } from './live-layer';

/**
 * Shows the dialog as a modal for as long as the component is mounted. The browser puts it in the top layer,
 * makes the rest of the page inert and moves focus in; `close()` gives focus back to where it was. A layout
 * effect, so that `close()` runs while the dialog is still in the document: a removed dialog returns no focus.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let closing = false;
    // The owner decides when the modal closes; a close request the browser would not let us refuse is undone.
    const stayOpen = () => {
      if (!closing && dialog.isConnected && !dialog.open) dialog.showModal();
    };
    takeLiveLayers(dialog);
    dialog.showModal();
    initialFocusRef?.current?.focus();
    dialog.addEventListener('close', stayOpen);
    return () => {
      closing = true;
      dialog.removeEventListener('close', stayOpen);
      dialog.close();
      handOnLiveLayers(dialog);
    };
    // Read once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
