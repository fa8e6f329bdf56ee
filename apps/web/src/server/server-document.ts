import type { Logger } from '@kickoff/runtime';

/**
 * The server has no DOM, and DOMPurify and the CSS reader need one to clean remote HTML: jsdom's (the same
 * parser family as the browsers' and what the unit tests already run on). One document per process, made at the
 * first remote page (jsdom costs ~0.3 s to load; pages without a remote app never load it), reused by every
 * render: cleaning builds nodes in detached holders and leaves the document itself untouched.
 */
let made: Promise<Document | null> | undefined;

export function serverDocument(logger?: Logger): Promise<Document | null> {
  made ??= import('jsdom').then(
    ({ JSDOM }) => new JSDOM('<!doctype html><html><head></head><body></body></html>').window.document,
    (error: unknown) => {
      // Without jsdom remote pages are left to the browser, as before server rendering them.
      logger?.error('[ssr] jsdom could not be loaded: remote pages are not server-rendered', error);
      return null;
    },
  );
  return made;
}
