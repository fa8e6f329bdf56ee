import type { Persistor } from 'redux-persist';

/** Resolves once the persisted slices have been restored (on the server: from empty storage, at once). */
export function restored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}
