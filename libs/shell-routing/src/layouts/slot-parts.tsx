import type { SlotPart } from '@kickoff/store';
import type { ReactNode } from 'react';

/** A slot's parts as the layout renders them; nothing (the layout leaves the place out) when no feature fills it. */
export function slotContent(parts: readonly SlotPart[] = []): ReactNode | undefined {
  if (parts.length === 0) return undefined;
  return parts.map(({ id, Component }) => <Component key={id} />);
}
