import { type Ref, type RefCallback, useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;
const madeByTheClient = () => false;
const madeByTheServer = () => true;

/** The caller's own ref gets the control too; what it returns undoes it. */
function passOn<E>(own: Ref<E> | undefined, control: E): () => void {
  if (typeof own === 'function') {
    const undo = own(control);
    return typeof undo === 'function' ? undo : () => own(null);
  }
  if (own) own.current = control;
  return () => {
    if (own) own.current = null;
  };
}

/**
 * A control in the server's HTML may hold what the player typed, ticked or picked before the site took the page over.
 * React 19.3 keeps that in the DOM when it hydrates but tells nobody (its replay of such changes, behind
 * `enableHydrationChangeEvent`, is not in the stable build): the control shows one thing, the form's state holds another,
 * and the next render puts the state's value back. `adopt` compares the control with what it was rendered with and,
 * if they differ, reports it through the field's onChange; it runs once, only on hydration.
 * Returns the ref for the control, which also serves the caller's own ref.
 */
export function useEarlyInput<E extends Element>(
  own: Ref<E> | undefined,
  adopt: ((control: E) => void) | undefined,
): RefCallback<E> {
  // React reads the server snapshot on the server and while hydrating only: a control the client made holds nothing early.
  const fromServer = useSyncExternalStore(nothingToWatch, madeByTheClient, madeByTheServer);
  const control = useRef<E | null>(null);
  const looked = useRef(false);
  // In hydration's own commit, before any later render could put the state's value back into the control.
  useLayoutEffect(() => {
    if (looked.current) return;
    // Strict Mode mounts effects twice: the player's input is reported once.
    looked.current = true;
    if (fromServer && control.current && adopt) adopt(control.current);
  });
  return useCallback(
    (element: E | null) => {
      if (!element) return;
      control.current = element;
      const undo = passOn(own, element);
      return () => {
        control.current = null;
        undo();
      };
    },
    [own],
  );
}
