import type { DOMPurify } from 'dompurify';
import {
  cleanStylesheet,
  refusedInPresentationAttribute,
  refusedInStyleAttribute,
  type UrlCheck,
  type View,
} from './remote-css';
import { carriesUrlList, carriesUrls, urlsOf } from './url-attributes';

export interface OriginHookOptions {
  view: View;
  /** The origin allow-list; without it only DOMPurify's own URL checks apply. */
  isAllowedUrl?: UrlCheck;
  /** What the hooks take out themselves (DOMPurify lists its own removals). */
  removed: string[];
}

/**
 * A link loads nothing until the player follows it: an HTML `<a>`/`<area>` may point at another site, an e-mail
 * address or a phone number (DOMPurify has already refused `javascript:` and the like). Everything that loads
 * (images, frames, styles, forms' targets) stays bound to the allow-list.
 */
function isPlainLink(tag: string, name: string, urls: string[]): boolean {
  return (
    (tag === 'a' || tag === 'area') && name === 'href' && urls.every((url) => /^(https?:|mailto:|tel:)/i.test(url))
  );
}

/** Whether an attribute may stay; anything that can fetch or follow a URL is judged by the allow-list. */
function attributeAllowed(
  purifier: DOMPurify,
  tag: string,
  name: string,
  value: string,
  { view, isAllowedUrl }: OriginHookOptions,
): boolean {
  const urls = urlsOf(name, value);
  // DOMPurify judges a srcset as one URL: each of its URLs gets DOMPurify's scheme check here.
  if (carriesUrlList(name) && !urls.every((url) => purifier.isValidAttribute(tag, 'src', url))) return false;
  if (!isAllowedUrl) return true;
  if (isPlainLink(tag, name, urls)) return true;
  // data: comes from no origin; DOMPurify keeps it only on media elements, where it is inert.
  if (!urls.every((url) => /^data:/i.test(url) || isAllowedUrl(url))) return false;
  if (name === 'style') return refusedInStyleAttribute(value, view, isAllowedUrl)?.length === 0;
  // fill="url(…)", filter, mask, clip-path, marker-*: SVG reads these as CSS values.
  if (!carriesUrls(name) && value.includes('('))
    return refusedInPresentationAttribute(name, value, view, isAllowedUrl)?.length === 0;
  return true;
}

/**
 * DOMPurify decides what markup may exist; these hooks add where it may load from: every URL-bearing
 * attribute, `<link>` and `<style>` (its `@import` and `url()`) must point at an allowed origin, in the head
 * and the body alike. Hooks belong to one DOMPurify instance, so one page's policy never leaks into another's.
 */
export function enforceOrigins(purifier: DOMPurify, options: OriginHookOptions): void {
  const { view, isAllowedUrl, removed } = options;
  purifier.addHook('uponSanitizeElement', (node, { tagName }) => {
    if (node.nodeType !== view.Node.ELEMENT_NODE) return;
    const element = node as Element;
    const drop = (why: string) => {
      element.remove();
      removed.push(why);
    };
    // A refresh or a cookie set from markup changes the whole page, whatever the URL.
    if (tagName === 'meta' && element.hasAttribute('http-equiv')) return drop('<meta http-equiv>');
    if (!isAllowedUrl) return;
    if (tagName === 'link') {
      const refused = [
        ...urlsOf('href', element.getAttribute('href') ?? ''),
        ...urlsOf('imagesrcset', element.getAttribute('imagesrcset') ?? ''),
      ].filter((url) => !isAllowedUrl(url));
      // Without its href a stylesheet link is an empty shell: the whole element goes.
      if (refused.length > 0) drop(`<link> from ${refused.join(', ')}`);
    } else if (tagName === 'style') {
      const cleaned = cleanStylesheet(element.textContent ?? '', view, isAllowedUrl);
      if (!cleaned) return drop('<style>');
      element.textContent = cleaned.css;
      removed.push(...cleaned.dropped);
    }
  });
  purifier.addHook('uponSanitizeAttribute', (element, event) => {
    // DOMPurify removes it and lists the removal.
    if (!attributeAllowed(purifier, element.localName, event.attrName, event.attrValue, options))
      event.keepAttr = false;
  });
}
