import type { RemotePage } from '@kickoff/platform-api';
import { purifyHtml } from '../safety/purify-remote';
import { cleanRemoteStyle, type UrlCheck } from '../safety/remote-css';

export interface ServedHtml {
  /** The cleaned `style` (as a `<style>`) and body, as one string React sets as the slot's HTML. */
  html: string;
  /** What the cleaning took out, for the log. */
  removed: string[];
}

const cleanedBody = (html: string, doc: Document, isAllowedUrl: UrlCheck) => {
  const { fragment, removed } = purifyHtml(html, doc, isAllowedUrl);
  const holder = doc.createElement('div');
  holder.append(fragment);
  return { html: holder.innerHTML, removed };
};

/**
 * The page's body and style cleaned by the browser's own rules (DOMPurify, the origin hooks, the CSS reader) in a
 * server-side document. A string must leave here (it goes into the response), and a string parsed again may
 * come out different (mutation XSS): the cleaned HTML is cleaned once more and must come out the same, or
 * nothing is served (the browser then loads the page and cleans it into nodes, as without a server render).
 */
export function servedHtml(
  page: Pick<RemotePage, 'body' | 'style'>,
  doc: Document,
  isAllowedUrl: UrlCheck,
): ServedHtml | null {
  const body = cleanedBody(page.body, doc, isAllowedUrl);
  if (cleanedBody(body.html, doc, isAllowedUrl).html !== body.html) return null;
  const style = page.style ? cleanRemoteStyle(page.style, doc, isAllowedUrl) : { css: '', dropped: [] };
  // The CSS reader re-writes the rules, yet a string value may still hold `</style`: no such style is sent.
  const css = /<\/style/i.test(style.css) ? '' : style.css;
  const dropped = css === style.css ? style.dropped : [...style.dropped, 'style'];
  return { html: `${css ? `<style>${css}</style>` : ''}${body.html}`, removed: [...dropped, ...body.removed] };
}
