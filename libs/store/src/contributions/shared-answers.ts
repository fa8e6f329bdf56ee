import { platformApi } from '@kickoff/platform-api';
import type { RootState } from '../app-store';
import type { FeatureContext } from '../feature';
import { siteSharedAnswers } from './collect';

type QueryEntries = Parameters<typeof platformApi.util.upsertQueryEntries>[0];

type QueryEntry = QueryEntries[number];

/**
 * The platform's shared answers the server already had (the site config above all) go into the browser's cache, so
 * the router's first pass asks the platform nothing again. Only the answers the features list as the same for every
 * visitor (`server.sharedAnswers`) are handed over: a player's own answers (who is signed in, balances, user config)
 * are asked by the browser itself, and a seeded entry nobody subscribes to is dropped at once for the endpoints that
 * keep nothing unused, cancelling the browser's own first question with it. An answer of an endpoint a lazy chunk
 * brings (the served remote page: the remote apps chunk) goes in once that chunk has injected its endpoints.
 */
export function seedSharedAnswers(
  { store, ctx }: { store: FeatureContext['store']; ctx: Pick<FeatureContext, 'features'> },
  serverState: RootState,
): void {
  const sharedAnswers = siteSharedAnswers(ctx.features);
  const shared: QueryEntry[] = Object.values(serverState.platformApi?.queries ?? {}).flatMap((query) =>
    query?.status === 'fulfilled' && sharedAnswers.has(query.endpointName)
      ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data } as QueryEntry]
      : [],
  );
  let waiting = shared;
  const seedInjected = () => {
    const ready = waiting.filter((entry) => entry.endpointName in platformApi.endpoints);
    if (ready.length === 0) return;
    waiting = waiting.filter((entry) => !ready.includes(entry));
    store.dispatch(platformApi.util.upsertQueryEntries(ready as QueryEntries));
  };
  seedInjected();
  if (waiting.length === 0) return;
  const stop = store.subscribe(() => {
    seedInjected();
    if (waiting.length === 0) stop();
  });
}

/**
 * A server render's site is taken down: its cached answers go with it (their keep-unused timers would otherwise hold
 * the request's store for a minute).
 */
export function dropCachedAnswers(store: Pick<FeatureContext['store'], 'dispatch'>): void {
  store.dispatch(platformApi.util.resetApiState());
}
