import { usePort } from '@kickoff/store';
import { useState, useSyncExternalStore } from 'react';

/** Whether the slip's sheet (below 1100 px) is open: the bottom bar's entry opens it, the quick coupon shows it. */
export interface SlipSheet {
  isOpen(): boolean;
  open(): void;
  close(): void;
  subscribe(listener: () => void): () => void;
}

declare module '@kickoff/store' {
  interface FeaturePorts {
    /** One per site: the bottom bar's entry and the quick coupon are apart in the layout and meet here. */
    'coupon.sheet': SlipSheet;
  }
}

export function createSlipSheet(): SlipSheet {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    listeners.forEach((listener) => listener());
  };
  return {
    isOpen: () => open,
    open: () => set(true),
    close: () => set(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const subscribeToNothing = () => () => undefined;

/** The site's sheet switch; without the port (a story of the slip alone) one of the component's own. */
export function useSlipSheet(): { isOpen: boolean; open(): void; close(): void } {
  const sheet = usePort('coupon.sheet');
  const [ownOpen, setOwnOpen] = useState(false);
  const shared = useSyncExternalStore(
    sheet?.subscribe ?? subscribeToNothing,
    () => sheet?.isOpen() ?? false,
    () => false,
  );
  if (sheet) return { isOpen: shared, open: sheet.open, close: sheet.close };
  return { isOpen: ownOpen, open: () => setOwnOpen(true), close: () => setOwnOpen(false) };
}
