import { escapeHtml } from './escape-html';
import { paintFirstEntry } from './paint-first-entry';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*"/;
/** Elements whose fetch or run the policy checks by nonce: scripts and module preloads. */
const NONCED = /<script\b|<link rel="modulepreload"/g;

export interface DocumentStart {
  nonce: string;
  language: string;
  /** The page's own tags of <head> as HTML; the template's own title when the server renders no page (the browser will). */
  head?: string | undefined;
}

export interface PageDocument {
  /** Up to and with `<div id="root">`: the head, every script and preload in it carrying this response's nonce. */
  start(input: DocumentStart): string;
  /** From the root's end: what the render appended (its state), then the rest of the template. */
  end(tail?: string): string;
}

/**
 * The built index.html as the frame of every page. `stylesheets` are the lazily loaded parts' styles, linked
 * up front: the server renders those parts (the header's account, the bet slip) into the first HTML, which must
 * not paint unstyled while their code loads.
 */
export function pageDocument(template: string, stylesheets: readonly string[] = []): PageDocument {
  const rootAt = template.indexOf(ROOT);
  if (rootAt < 0 || !TITLE.test(template) || !HTML_LANG.test(template))
    throw new Error(`the site's index.html lacks ${ROOT}, <title> or <html lang>`);
  const links = stylesheets
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('\n    ');
  const head = paintFirstEntry(template.slice(0, rootAt)).replace(
    '</head>',
    links ? `  ${links}\n  </head>` : '</head>',
  );
  const rest = template.slice(rootAt + ROOT.length);
  return {
    start: ({ nonce, language, head: pageHead }) => {
      const withNonce = head
        .replace(NONCED, (tag) => `${tag} nonce="${escapeHtml(nonce)}"`)
        .replace(HTML_LANG, `<html lang="${escapeHtml(language)}"`);
      return `${pageHead ? withNonce.replace(TITLE, () => pageHead) : withNonce}<div id="root">`;
    },
    end: (tail = '') => `</div>${tail}${rest}`,
  };
}
