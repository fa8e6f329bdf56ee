import type { FeatureContext, RouterLike } from '@kickoff/store';

type RouterState = RouterLike['state'] & { errors?: Record<string, unknown> | null };

const hrefOf = (state: RouterLike['state']) => `${state.location.pathname}${state.location.search}`;

/**
 * The page head on client navigation: once a navigation has settled, the features' tags for the page on screen
 * replace the managed ones. The server wrote the first page's (it marks them `data-head`); without them, as for a
 * page the browser rendered alone, the first page's are written too.
 */
export function followHead(ctx: FeatureContext, router: RouterLike, doc: Document): () => void {
  let shown = doc.head.querySelector('[data-head]') ? hrefOf(router.state) : undefined;
  const update = (state: RouterState) => {
    if (state.navigation.state !== 'idle' || hrefOf(state) === shown) return;
    const href = (shown = hrefOf(state));
    const error = Object.values(state.errors ?? {})[0];
    import('./page-head-update')
      .then(({ updatePageHead }) => updatePageHead(ctx, doc, { href, error, isCurrent: () => shown === href }))
      .catch((failure: unknown) => ctx.adapters.logger.warn('page head: not updated', failure));
  };
  // Followed from right after the start (this is a chunk of its own): a page it finds without the server's head gets its own.
  update(router.state);
  return router.subscribe(update);
}
