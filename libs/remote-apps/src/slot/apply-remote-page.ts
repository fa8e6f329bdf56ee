import type { RemotePage } from '@kickoff/platform-api';
import type { RemoteAppsLogger } from '../logger';
import { REMOTE_APP_ATTRIBUTE, type RemoteAppDom } from '../registry/remote-app-dom';
import type { OriginPolicy } from '../safety/origin-policy';
import { sanitiseHtml, sanitiseStyle } from '../safety/sanitise-html';

/** Marks what one view added (its style and head elements): removed with the view, unlike the app's scripts. */
export const REMOTE_VIEW_ATTRIBUTE = 'data-remote-view';

export interface ApplyDeps {
  doc: Document;
  dom: RemoteAppDom;
  policy: OriginPolicy;
  /** The origin remote page answers come from: `codeToEval` runs only when it is allowed. */
  pageOrigin: string;
  logger: RemoteAppsLogger;
}

export interface ApplyOptions {
  viewId: string;
  /** A page view owns the document title; a modal does not. */
  setTitle: boolean;
  /** The server already rendered the cleaned body into the slot (a served page): it stays as it is. */
  bodyInPlace?: boolean;
}

export type ApplyOutcome = { ok: true } | { ok: false; reason: string };

export interface AppliedPage {
  /** Settles when the scripts have loaded and the code has run (or one of them failed). */
  outcome: Promise<ApplyOutcome>;
  dispose(): void;
}

/** Every source of code or styles the answer names that the allow-list does not cover. */
export function refusedSources(page: RemotePage, policy: OriginPolicy, pageOrigin: string): string[] {
  const refused = [...page.scriptsToLoad, ...page.cssToLoad].filter((url) => !policy.isAllowed(url));
  if (page.codeToEval.trim() !== '' && !policy.isAllowed(pageOrigin)) refused.push(`codeToEval from ${pageOrigin}`);
  return refused;
}

/**
 * Puts a remote page answer in place: title, style, stylesheets, sanitised head and body, then the allowed
 * scripts in order and the code. Painting waits for DOMPurify to load, so it happens after this returns.
 * Refused sources stop the whole page before anything is applied: half a remote app is worse than the error view.
 */
export function applyRemotePage(
  page: RemotePage,
  slot: HTMLElement,
  { doc, dom, policy, pageOrigin, logger }: ApplyDeps,
  { viewId, setTitle, bodyInPlace = false }: ApplyOptions,
): AppliedPage {
  const refused = refusedSources(page, policy, pageOrigin);
  if (refused.length > 0) {
    const reason = `sources not allowed: ${refused.join(', ')}`;
    logger.error(`remote app ${page.appName}: ${reason}`);
    return { outcome: Promise.resolve({ ok: false, reason }), dispose: () => undefined };
  }

  const owned: Element[] = [];
  const mark = (element: Element) => {
    element.setAttribute(REMOTE_APP_ATTRIBUTE, page.appName);
    element.setAttribute(REMOTE_VIEW_ATTRIBUTE, viewId);
    owned.push(element);
    doc.head.append(element);
  };
  let disposed = false;
  let previousTitle: string | null = null;

  /** Everything is cleaned before anything is shown: a page that fails to clean shows nothing of itself. */
  const paint = async (): Promise<void> => {
    const isAllowedUrl = (url: string) => policy.isAllowed(url);
    const [head, body, style] = await Promise.all([
      sanitiseHtml(page.head, doc, { isAllowedUrl }),
      bodyInPlace ? null : sanitiseHtml(page.body, doc, { isAllowedUrl }),
      page.style ? sanitiseStyle(page.style, doc, isAllowedUrl) : null,
    ]);
    if (disposed) return;

    previousTitle = doc.title;
    if (setTitle && page.title) doc.title = page.title;
    if (style?.css) {
      const element = doc.createElement('style');
      // textContent, never innerHTML: `</style><script>` stays CSS text.
      element.textContent = style.css;
      mark(element);
    }
    const links = [...doc.head.querySelectorAll<HTMLLinkElement>(`link[${REMOTE_APP_ATTRIBUTE}]`)];
    for (const href of page.cssToLoad) {
      if (links.some((link) => link.getAttribute('href') === href)) continue;
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      // App-wide like its scripts: the registry's unload removes it, not the view.
      link.setAttribute(REMOTE_APP_ATTRIBUTE, page.appName);
      doc.head.append(link);
    }
    for (const element of [...head.fragment.children]) mark(element);
    if (body) slot.replaceChildren(body.fragment);
    const removed = [...(style?.dropped ?? []), ...head.removed, ...(body?.removed ?? [])];
    if (removed.length > 0) logger.warn(`remote app ${page.appName}: removed from its HTML: ${removed.join(', ')}`);
  };

  const outcome = (async (): Promise<ApplyOutcome> => {
    try {
      await paint();
      if (disposed) return { ok: true };
      for (const src of page.scriptsToLoad) {
        await dom.loadScript(page.appName, src);
        if (disposed) return { ok: true };
      }
      if (page.codeToEval.trim() !== '') dom.runCode(page.appName, page.codeToEval);
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  })();

  return {
    outcome,
    dispose() {
      disposed = true;
      for (const element of owned) element.remove();
      // A served body is React's (its HTML prop): it goes with the slot.
      if (!bodyInPlace) slot.replaceChildren();
      if (setTitle && previousTitle !== null && doc.title === page.title) doc.title = previousTitle;
    },
  };
}
