import { type RefObject, useEffect } from 'react';

/**
 * Moves focus to the step's first control when the step appears inside an already open modal; on opening, the
 * Modal itself focuses it (`initialFocusRef`). Without it focus would stay on a control that just disappeared.
 */
export function useFocusOnMount(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    target.current?.focus();
  }, [target]);
}

/** Lets a step hand its own typed element to the modal's shared focus ref. */
export const attachTo =
  <T extends HTMLElement>(target: RefObject<HTMLElement | null>) =>
  (element: T | null) => {
    target.current = element;
  };
