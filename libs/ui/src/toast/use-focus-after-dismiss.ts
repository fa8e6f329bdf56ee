import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * When a keyboard user dismisses the toast holding focus, the owner removes it and focus falls to <body>.
 * This moves it to the dismiss button of the toast now at that place (or the last one), else to the region.
 * `noteDismiss(id, index)` is called before the owner removes toast `id` shown at flat position `index`.
 */
export function useFocusAfterDismiss(region: RefObject<HTMLElement | null>, ids: readonly string[]) {
  const pending = useRef<{ id: string; index: number } | null>(null);

  useLayoutEffect(() => {
    const root = region.current;
    const dismissed = pending.current;
    if (!root || !dismissed || ids.includes(dismissed.id)) return;
    pending.current = null;
    // Only where focus was really lost: a user who has moved on keeps their focus.
    if (document.activeElement && document.activeElement !== document.body) return;
    const items = root.querySelectorAll('li');
    const item = items[Math.min(dismissed.index, items.length - 1)];
    // A toast's own dismiss button is its last button.
    const target = item ? Array.from(item.querySelectorAll('button')).at(-1) : undefined;
    (target ?? root).focus();
  });

  return function noteDismiss(id: string, index: number) {
    const item = region.current?.querySelectorAll('li')[index];
    if (item?.contains(document.activeElement)) pending.current = { id, index };
  };
}
