import type { FeatureContext, RootState } from '@kickoff/store';
import { HEAD_STYLE } from '@kickoff/store/head';
import { applyBrandBook, type BrandBookEntry } from '@kickoff/ui';
import { BRAND_BOOK_STYLE_ID, brandBookOf } from './theme-head';

/**
 * The browser takes the brand book over from the server's head style: the site config's book on <html> (applyBrandBook,
 * the same guard), and again whenever the config brings another (a new answer, another language's config); the
 * previous book is undone first. The server's style goes once the same values stand inline, so one source is left.
 */
export function followBrandBook({ adapters, store, startAppListening, i18n }: FeatureContext): () => void {
  const doc = adapters.page.document();
  if (!doc) return () => undefined;
  let applied: readonly BrandBookEntry[] | undefined;
  let undo = () => undefined as void;
  const bookOf = (state: RootState) => brandBookOf(state, i18n.language);
  const apply = (state: RootState) => {
    const book = bookOf(state);
    // Not loaded yet: what the server wrote stays.
    if (book === undefined || book === applied) return;
    applied = book;
    undo();
    undo = applyBrandBook(book, doc.documentElement);
    doc.head.querySelectorAll(`style[${HEAD_STYLE}="${BRAND_BOOK_STYLE_ID}"]`).forEach((style) => style.remove());
  };
  apply(store.getState());
  const stopListening = startAppListening({
    predicate: (_, current, previous) => bookOf(current) !== bookOf(previous),
    effect: (_, api) => apply(api.getState()),
  });
  const onLanguage = () => apply(store.getState());
  i18n.on('languageChanged', onLanguage);
  return () => {
    stopListening();
    i18n.off('languageChanged', onLanguage);
    undo();
  };
}
