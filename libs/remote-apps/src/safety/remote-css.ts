import { cssReferences } from './css-references';

/*
 * Remote CSS parsed by the browser's own CSS parser in a constructed stylesheet (never adopted: it applies to
 * nothing and loads nothing) and judged on the browser's serialisation of it. Only what was judged goes on to
 * the page, so the text that runs is the text that was read.
 */

export type UrlCheck = (url: string) => boolean;
export type View = Window & typeof globalThis;

export interface CleanedCss {
  css: string;
  /** One entry per dropped rule or import, for the log. */
  dropped: string[];
}

function constructedSheet(view: View): CSSStyleSheet | null {
  // Older engines (and some test DOMs) cannot construct one: callers then drop what they cannot judge.
  return typeof view.CSSStyleSheet === 'function' ? new view.CSSStyleSheet() : null;
}

/** An inline image (`url("data:image/svg+xml,…")` icons) loads from nowhere: an image runs no script and fetches nothing more. */
const INLINE_IMAGE = /^data:image\//i;

const refusedIn = (css: string, isAllowedUrl: UrlCheck) =>
  cssReferences(css).urls.filter((url) => !INLINE_IMAGE.test(url.trim()) && !isAllowedUrl(url));

/**
 * A stylesheet without the rules that would fetch from an origin not allowed, and without `@import`
 * (a constructed sheet ignores it; remote stylesheets come through `cssToLoad`). Null where this window
 * cannot parse CSS: the caller drops the whole sheet.
 */
export function cleanStylesheet(css: string, view: View, isAllowedUrl: UrlCheck): CleanedCss | null {
  const sheet = constructedSheet(view);
  if (!sheet) return null;
  sheet.replaceSync(css);
  const dropped = cssReferences(css).hasImport ? ['@import in <style>'] : [];
  const kept: string[] = [];
  for (const rule of [...sheet.cssRules]) {
    const refused = refusedIn(rule.cssText, isAllowedUrl);
    if (refused.length === 0) kept.push(rule.cssText);
    else dropped.push(`<style> rule loading ${refused.join(', ')}`);
  }
  return { css: kept.join('\n'), dropped };
}

/** One declaration holder to parse into: a style attribute, or one property as a presentation attribute sets it. */
function declarations(view: View): CSSStyleDeclaration | null {
  const sheet = constructedSheet(view);
  if (!sheet) return null;
  sheet.replaceSync('x{}');
  return (sheet.cssRules[0] as CSSStyleRule).style;
}

/** URLs a style attribute would fetch that are not allowed; null when this window cannot tell. */
export function refusedInStyleAttribute(value: string, view: View, isAllowedUrl: UrlCheck): string[] | null {
  const style = declarations(view);
  if (!style) return null;
  style.cssText = value;
  return refusedIn(style.cssText, isAllowedUrl);
}

/** The same for a presentation attribute (`fill="url(…)"`, `filter`, `mask` …), read as its CSS property. */
export function refusedInPresentationAttribute(
  property: string,
  value: string,
  view: View,
  isAllowedUrl: UrlCheck,
): string[] | null {
  const style = declarations(view);
  if (!style) return null;
  style.setProperty(property, value);
  return refusedIn(style.cssText, isAllowedUrl);
}

/** The page answer's own `style`, held to the same rules; a window that cannot parse CSS gets none of it. */
export function cleanRemoteStyle(css: string, doc: Document, isAllowedUrl: UrlCheck): CleanedCss {
  const view = doc.defaultView;
  return (view && cleanStylesheet(css, view, isAllowedUrl)) ?? { css: '', dropped: ['style'] };
}
