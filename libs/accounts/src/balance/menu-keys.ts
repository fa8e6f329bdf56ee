import type { KeyboardEvent } from 'react';

/** WAI-ARIA menu keys: arrows move (wrapping), Home/End jump; Escape is the menu's own to handle. */
export function moveFocusInMenu(event: KeyboardEvent<HTMLElement>): void {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]'));
  const at = items.indexOf(event.currentTarget.ownerDocument.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}
