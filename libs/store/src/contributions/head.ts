import type { TFunction } from 'i18next';
import type { RootState } from '../app-store';
import type { Feature } from '../feature';

/** One tag of the page's head. A later feature's title, meta of the same name and link of the same kind win. */
export type HeadTag =
  | { readonly kind: 'title'; readonly text: string }
  | { readonly kind: 'meta'; readonly name?: string; readonly property?: string; readonly content: string }
  | {
      readonly kind: 'link';
      readonly rel: string;
      readonly href: string;
      readonly hrefLang?: string;
      readonly media?: string;
    }
  | { readonly kind: 'json-ld'; readonly data: Readonly<Record<string, unknown>> }
  /**
   * A style the first paint needs before any script (the player's theme, a partner's brand book). `id` names it: a
   * later feature's style of the same id wins. The CSS is the contributor's to make safe; `<` is escaped on writing.
   */
  | { readonly kind: 'style'; readonly id: string; readonly css: string };

/** The page the head is for: the route the router showed (none for an address it does not know) and its status. */
export interface HeadRoute {
  readonly routeName: string | undefined;
  readonly status: number;
  readonly language: string;
  readonly url: URL;
}

export interface HeadInput {
  readonly route: HeadRoute;
  readonly state: RootState;
  readonly t: TFunction;
}

/** A feature's head tags for a page; a promise when their texts are a chunk of their own. */
export type FeatureHead = (input: HeadInput) => readonly HeadTag[] | Promise<readonly HeadTag[]>;

/** A head tag as an element: what the server writes and the browser puts in place on navigation, one shape for both. */
export interface HeadElement {
  readonly tag: 'title' | 'meta' | 'link' | 'script' | 'style';
  readonly attributes: Readonly<Record<string, string>>;
  readonly text?: string;
}

/** Marks the elements the site manages, so a navigation replaces exactly them and leaves the template's own. */
export const HEAD_MARK = 'data-head';

/** Names a head style by its id (`style[data-head-style="…"]`). */
export const HEAD_STYLE = 'data-head-style';

const keyOf = (tag: HeadTag): string | undefined => {
  switch (tag.kind) {
    case 'title':
      return 'title';
    case 'meta':
      return `meta:${tag.name ?? ''}:${tag.property ?? ''}`;
    case 'link':
      return `link:${tag.rel}:${tag.hrefLang ?? ''}:${tag.media ?? ''}`;
    case 'style':
      return `style:${tag.id}`;
    default:
      return undefined;
  }
};

/** The features' contributions in install order, as one head: no duplicates, the later feature's tag in the earlier's place. */
export function mergeHead(contributions: readonly (readonly HeadTag[])[]): HeadTag[] {
  const keyed = new Map<string, HeadTag>();
  const rest: HeadTag[] = [];
  for (const tag of contributions.flat()) {
    const key = keyOf(tag);
    if (key === undefined) rest.push(tag);
    else keyed.set(key, tag);
  }
  return [...keyed.values(), ...rest];
}

const defined = (entries: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined));

export function headElements(tags: readonly HeadTag[]): HeadElement[] {
  return tags.map((tag): HeadElement => {
    switch (tag.kind) {
      case 'title':
        return { tag: 'title', attributes: {}, text: tag.text };
      case 'meta':
        return {
          tag: 'meta',
          attributes: defined({ name: tag.name, property: tag.property, content: tag.content, [HEAD_MARK]: '' }),
        };
      case 'link':
        return {
          tag: 'link',
          attributes: defined({
            rel: tag.rel,
            href: tag.href,
            hreflang: tag.hrefLang,
            media: tag.media,
            [HEAD_MARK]: '',
          }),
        };
      case 'json-ld':
        // `<` escaped: no value can end the script early.
        return {
          tag: 'script',
          attributes: { type: 'application/ld+json', [HEAD_MARK]: '' },
          text: JSON.stringify(tag.data).replace(/</g, '\\u003c'),
        };
      case 'style':
        // `<` as its CSS escape: no value can end the element early.
        return {
          tag: 'style',
          attributes: { [HEAD_STYLE]: tag.id, [HEAD_MARK]: '' },
          text: tag.css.replace(/</g, '\\3c '),
        };
    }
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The server's first response: the head as HTML. */
export function headHtml(elements: readonly HeadElement[]): string {
  return elements
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attrs} />`;
      // A JSON-LD script's text is JSON and a style's CSS, each with `<` escaped above; a title's is text.
      return `<${tag}${attrs}>${tag === 'title' ? escapeHtml(text ?? '') : (text ?? '')}</${tag}>`;
    })
    .join('\n    ');
}

/** A client navigation: the managed tags (and the template's title) give way to the new page's. */
export function applyHead(doc: Document, elements: readonly HeadElement[]): void {
  doc.head.querySelectorAll(`[${HEAD_MARK}], title`).forEach((element) => element.remove());
  for (const { tag, attributes, text } of elements) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}

/** The page's head from every feature that has something to say about it, merged; one shape for server and browser. */
export async function siteHead(features: readonly Feature[], input: HeadInput): Promise<HeadElement[]> {
  const contributions = await Promise.all(features.map((feature) => feature.head?.(input) ?? []));
  return headElements(mergeHead(contributions));
}
