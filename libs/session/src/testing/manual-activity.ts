import type { ActivitySource } from '../state/ports';

/** An activity source the test pokes by hand. */
export function manualActivity(): ActivitySource & { emit(): void } {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}
