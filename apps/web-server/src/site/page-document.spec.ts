import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <script>document.documentElement.dataset.theme='light'</script>
    <title>Kickoff</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('the page document around the rendered app', () => {
  it('gives every script and module preload of the template this response’s nonce, and no other element', () => {
    const start = pageDocument(TEMPLATE).start({ nonce: 'abc+/=', language: 'en' });
    // The template's two scripts: its inline line and the entry's loader (paint-first-entry.ts).
    expect(start.match(/<script nonce="abc\+\/=">/g)).toHaveLength(2);
    expect(start).toContain('<script nonce="abc+/=">document.documentElement');
    expect(start).toContain('<link rel="modulepreload" nonce="abc+/=" crossorigin href="/assets/react-B2.js">');
    expect(start).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(start.endsWith('<div id="root">')).toBe(true);
  });

  it('writes the page’s language and head (the renderer’s HTML, `$` patterns kept as text) in place of the template’s title', () => {
    const start = pageDocument(TEMPLATE).start({
      nonce: 'n',
      language: 'en',
      head: '<title data-head>Line $& $1</title>\n    <meta name="description" content="a text" data-head />',
    });
    expect(start).toContain('<html lang="en"');
    expect(start).toContain('<title data-head>Line $& $1</title>');
    expect(start).toContain('<meta name="description" content="a text" data-head />');
    expect(start).not.toContain('<title>Kickoff</title>');
  });

  it('links the lazily loaded parts’ styles in the head and closes the root before the render’s tail', () => {
    const page = pageDocument(TEMPLATE, ['/assets/slip-D4.css']);
    expect(page.start({ nonce: 'n', language: 'ru' })).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/slip-D4.css">\s*<\/head>/,
    );
    expect(page.end('<script type="application/json">{}</script>')).toMatch(
      /^<\/div><script type="application\/json">\{\}<\/script>\s*<\/body>/,
    );
  });

  it('refuses a template it cannot frame a page with', () => {
    expect(() => pageDocument('<html><body></body></html>')).toThrow(/root/);
  });
});
