import purifierFor, { type Config, type RemovedAttribute, type RemovedElement } from 'dompurify';
import { enforceOrigins } from './origin-hooks';
import type { UrlCheck, View } from './remote-css';

/**
 * Remote HTML is cleaned by DOMPurify into a DocumentFragment: parsed in an inert document (no script runs,
 * nothing loads), returned as nodes the caller inserts as they are. Serialising back to a string and parsing
 * again would open the door to mutation XSS, so no string ever leaves here.
 */
export interface SanitisedHtml {
  fragment: DocumentFragment;
  /** What was taken out, for the log (`<script>`, `onclick on <img>` …). */
  removed: string[];
}

export { cleanRemoteStyle } from './remote-css';

const CONFIG = {
  RETURN_DOM_FRAGMENT: true,
  // Without it a leading <meta>, <link> or <style> is parsed into a <head> that DOMPurify never returns.
  FORCE_BODY: true,
  // A remote page's head brings these; what they load is judged by the origin hooks, `http-equiv` is refused there.
  ADD_TAGS: ['link', 'meta'],
  ADD_ATTR: ['content', 'as', 'imagesrcset', 'imagesizes'],
  // Every remote `id` and `name` is prefixed (`user-content-`, once): a remote element can then never stand in for
  // one of the site's own (`kickoff-server-state`, `root`) nor shadow a `document` property (`<form name=cookie>`).
  // `<meta name>` gets its name back (keepMetaNames).
  SANITIZE_NAMED_PROPS: true,
} satisfies Config;

/** For the log; a removed <form> may have children named `nodeName`, so names are read through the prototype. */
function describe(entry: RemovedElement | RemovedAttribute, view: View): string {
  const nameOf = (node: Node) => String(Reflect.get(view.Node.prototype, 'nodeName', node)).toLowerCase();
  if ('element' in entry)
    return entry.element instanceof view.Element ? `<${nameOf(entry.element)}>` : nameOf(entry.element);
  return `${entry.attribute?.name.toLowerCase() ?? 'an attribute'} on <${nameOf(entry.from)}>`;
}

const NAMED_PROPS_PREFIX = 'user-content-';

/**
 * A `<meta name>` (`description`, `viewport`, the remote's own) means what it says only unprefixed, and names no
 * property of `document` or `window`: it gets its name back.
 */
function keepMetaNames(purifier: ReturnType<typeof purifierFor>): void {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const name = (node as Element).getAttribute?.('name');
    if ((node as Element).localName === 'meta' && name?.startsWith(NAMED_PROPS_PREFIX))
      (node as Element).setAttribute('name', name.slice(NAMED_PROPS_PREFIX.length));
  });
}

/**
 * DOMPurify with the origin hooks, made for the document's own window at each call: hooks and the removal
 * list belong to one call, and nothing here touches a window before it is called.
 */
export function purifyHtml(html: string, doc: Document, isAllowedUrl: UrlCheck | undefined): SanitisedHtml {
  const view = doc.defaultView;
  if (!view) throw new Error('remote-apps: remote HTML is sanitised for a document shown in a window');
  const purifier = purifierFor(view);
  const removed: string[] = [];
  enforceOrigins(purifier, { view, isAllowedUrl, removed });
  keepMetaNames(purifier);
  const fragment = purifier.sanitize(html, CONFIG);
  // FORCE_BODY's own marker element is always the first removal.
  const purified = purifier.removed
    .map((entry) => describe(entry, view))
    .filter((entry, index) => !(index === 0 && entry === '<remove>'));
  return { fragment, removed: [...purified, ...removed] };
}
