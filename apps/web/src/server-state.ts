import type { RootState } from '@kickoff/store';

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
