import { platformApi } from '@kickoff/platform-api';
import type { AppStore, RootState } from '@kickoff/store';

/** The element holding the state a server render used: data for the browser, never run (no nonce needed). */
export const SERVER_STATE_ID = 'kickoff-server-state';

/** `<` escaped so no value can end the element early (`</script>`) or open a comment. */
export function serverStateElement(state: RootState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The state the server rendered the page with, when it did; undefined for a page the browser renders alone. */
export function readServerState(doc: Document): RootState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RootState;
  } catch {
    return undefined;
  }
}

type QueryEntries = Parameters<typeof platformApi.util.upsertQueryEntries>[0];

/**
 * The answers that are the same for every visitor. Only these are handed over: a player's own answers (who is signed
 * in, balances, user config) are asked by the browser itself, and a seeded entry nobody subscribes to is dropped at
 * once for the endpoints that keep nothing unused, cancelling the browser's own first question with it (a signed-in
 * player then looked signed out until the next session poll).
 */
const SHARED_ANSWERS: ReadonlySet<string> = new Set(['siteConfigAll', 'shellGamesPreview', 'registrationCountries', 'signInPhoneCountries', 'signInPhoneMasks', 'sessionTermsRules']);

/**
 * The platform's shared answers the server already had (the site config above all) go into the browser's cache, so
 * the router's first pass asks the platform nothing again.
 */
export function seedPlatformCache(store: AppStore, serverState: RootState): void {
  const entries = Object.values(serverState.platformApi?.queries ?? {}).flatMap((query) =>
    query?.status === 'fulfilled' && SHARED_ANSWERS.has(query.endpointName) && query.endpointName in platformApi.endpoints
      ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }]
      : [],
  );
  if (entries.length > 0) store.dispatch(platformApi.util.upsertQueryEntries(entries as QueryEntries));
}
