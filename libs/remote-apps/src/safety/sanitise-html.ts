import type { SanitisedHtml } from './purify-remote';
import type { CleanedCss, UrlCheck } from './remote-css';

export type { SanitisedHtml } from './purify-remote';

export interface SanitiseOptions {
  /** The origin allow-list for everything the HTML would load, follow or submit to (links, images, styles …). */
  isAllowedUrl?: UrlCheck;
}

/** DOMPurify and the CSS reader come with the first remote page: the home page never downloads them. */
const purifying = () => import('./purify-remote');

export async function sanitiseHtml(
  html: string,
  doc: Document = document,
  { isAllowedUrl }: SanitiseOptions = {},
): Promise<SanitisedHtml> {
  return (await purifying()).purifyHtml(html, doc, isAllowedUrl);
}

/** A page answer's own `style`, held to the same origin rules as a `<style>` in its HTML. */
export async function sanitiseStyle(css: string, doc: Document, isAllowedUrl: UrlCheck): Promise<CleanedCss> {
  return (await purifying()).cleanRemoteStyle(css, doc, isAllowedUrl);
}
