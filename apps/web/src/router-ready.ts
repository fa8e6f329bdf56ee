import type { DataRouter } from 'react-router-dom';

/** Resolves once the router's first pass is done (loaders run, the page's code loaded): what hydration must wait for. */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
