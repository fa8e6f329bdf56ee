import type { RootState } from '@kickoff/store';

interface WatchedStore {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

/** Resolves once `done` holds for the store's state: answers arrive through promises, never after a fixed wait. */
export function untilState(store: WatchedStore, done: (state: RootState) => boolean): Promise<void> {
  return new Promise<void>((resolve) => {
    if (done(store.getState())) return resolve();
    const stop = store.subscribe(() => {
      if (!done(store.getState())) return;
      stop();
      resolve();
    });
  });
}
