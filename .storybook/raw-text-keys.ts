import type { Preview } from '@storybook/react-vite';

type AfterEach = Extract<NonNullable<Preview['afterEach']>, (...args: never[]) => unknown>;

/**
 * No story shows a raw text key: a text that failed to translate (its bundle not added yet, a key missing in one
 * language) renders as its key, `shell_logout_confirm`, which a play function looking for other words may not notice.
 * After every story (its play function included) the page's text and its accessible attributes are searched for
 * every key of the libs' resources; one found fails the story, in the dev server and in the stories run alike.
 */

// Every lib's texts: `<part>-resources.ts`, `i18n/resources.ts`, the spec's shared ones and the pages' head texts.
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../libs/*/src/**/*-resources.ts',
    '../libs/*/src/**/i18n/resources.ts',
    '../libs/*/src/resources/*-texts.ts',
    '../libs/*/src/head/*-texts.ts',
  ],
  { eager: true },
);

const isTexts = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// i18next looks a plural up by its suffixed keys but shows the bare one when none is found.
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys of every `{ ru: {...}, en: {...} }` bundle the modules export (and each plural's bare key). */
export function textKeysOf(exports: Iterable<Record<string, unknown>>): Set<string> {
  const keys = new Set<string>();
  for (const module of exports) {
    for (const bundle of Object.values(module)) {
      if (!isTexts(bundle) || !isTexts(bundle['ru']) || !isTexts(bundle['en'])) continue;
      for (const language of Object.values(bundle)) {
        if (!isTexts(language)) continue;
        for (const key of Object.keys(language)) {
          keys.add(key);
          keys.add(key.replace(PLURAL, ''));
        }
      }
    }
  }
  return keys;
}

const textKeys = textKeysOf(Object.values(modules));

const SNAKE_CASE = /\b[a-z][a-z0-9]*(?:_[a-zA-Z0-9]+)+\b/g;
const NOT_SHOWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
const SPOKEN_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
];

/** What the page shows or says: its text nodes (not scripts or styles) and the attributes a screen reader reads. */
function pageTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!NOT_SHOWN.has(node.parentElement?.tagName ?? '')) texts.push(node.nodeValue ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The resources' keys that appear verbatim on the page. */
export function rawTextKeysIn(root: HTMLElement, keys: ReadonlySet<string> = textKeys): string[] {
  const found = new Set<string>();
  for (const text of pageTexts(root)) {
    for (const [word] of text.matchAll(SNAKE_CASE)) if (keys.has(word)) found.add(word);
  }
  return [...found];
}

/** Modals and toasts render in portals on <body>, so the whole body is searched, not only the story's canvas. */
export const failOnRawTextKeys: AfterEach = ({ canvasElement, viewMode }) => {
  if (viewMode !== 'story') return;
  const found = rawTextKeysIn(canvasElement.ownerDocument.body);
  if (found.length > 0) {
    throw new Error(`The story shows untranslated text keys: ${found.join(', ')} (add their bundle or the key).`);
  }
};
