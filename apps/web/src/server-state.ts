import { platformApi } from '@kickoff/platform-api';
import { type RootState, type Site, siteSharedAnswers } from '@kickoff/store';

/** The element holding the state a server render used: data for the browser, never run (no nonce needed). */
export const SERVER_STATE_ID = 'kickoff-server-state';

/** `<` escaped so no value can end the element early (`</script>`) or open a comment. */
export function serverStateElement(state: RootState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The element the site renders into; the server puts its state right after it (apps/web-server's page document). */
const ROOT_ID = 'root';

/**
 * The server's state element, only where the server put it: the script right after `#root`. Remote page HTML
 * lives inside `#root`, so no element of it can be taken for the state, even one carrying the state's id (which
 * the sanitiser prefixes anyway): a `<div id="kickoff-server-state">` there once became the browser's start state.
 */
function serverStateScript(doc: Document): Element | undefined {
  const candidate = doc.getElementById(ROOT_ID)?.nextElementSibling;
  // `SCRIPT` in capitals: an HTML script element (an SVG one reads `script`).
  const isState =
    candidate?.tagName === 'SCRIPT' &&
    candidate.id === SERVER_STATE_ID &&
    candidate.getAttribute('type') === 'application/json';
  return isState ? candidate : undefined;
}

/** The state the server rendered the page with, when it did; undefined for a page the browser renders alone. */
export function readServerState(doc: Document): RootState | undefined {
  const text = serverStateScript(doc)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RootState;
  } catch {
    return undefined;
  }
}

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
export function seedPlatformCache({ store, ctx }: Pick<Site, 'store' | 'ctx'>, serverState: RootState): void {
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
