import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cssReferences } from './css-references';

describe('cssReferences', () => {
  it.each([
    ['p { background: url("https://a.test/x.png") }', ['https://a.test/x.png']],
    ['p { background: url( https://a.test/x.png ) }', ['https://a.test/x.png']],
    ["p { background: URL('https://a.test/x.png') }", ['https://a.test/x.png']],
    ['p { background: u\\72l(https://a.test/x.png) }', ['https://a.test/x.png']],
    ['p { background: url("https\\3a //a.test/x.png") }', ['https://a.test/x.png']],
    ['p { background: url("a\\"b.png") }', ['a"b.png']],
    ['p { background: url(https://a.test\\)@b.test/x.png) }', ['https://a.test)@b.test/x.png']],
    ['@font-face { src: url(f.woff) format("woff"), local("X") }', ['f.woff']],
    ['p { mask: src("m.svg") }', ['m.svg']],
    ['p { content: "url(not-a-url)"; font-family: "Open Sans" }', []],
    ['/* url(comment.png) */ p { color: red }', []],
  ])('finds what %s would load', (css, urls) => {
    expect(cssReferences(css).urls).toEqual(urls);
  });

  it('counts every string where values stay unparsed: a custom property may end up in image-set()', () => {
    expect(cssReferences('p { --icon: "https://b.test/i.png"; background: image-set(var(--icon) 1x) }').urls).toEqual([
      'https://b.test/i.png',
    ]);
    expect(cssReferences('p { background: var(--x, url(y.png)); content: "z" }').urls).toEqual(['y.png', 'z']);
  });

  it.each([
    ['@import url(x.css);', true],
    ['@IMPORT "x.css";', true],
    ['@\\69mport "x.css";', true],
    ['p { content: "@import" }', false],
    ['@media print { p { color: red } }', false],
  ])('tells whether %s imports', (css, hasImport) => {
    expect(cssReferences(css).hasImport).toBe(hasImport);
  });

  // 300 runs: however a URL is spelled (escaped letters in url and the URL, quotes, spacing), it is found as the browser reads it.
  it('property (300 runs): an escaped or quoted url() is found decoded', () => {
    const hexEscape = (char: string) => `\\${char.codePointAt(0)!.toString(16)} `;
    // What CSS needs escaped inside the argument (an unquoted URL ends at `)`, a quoted one at its quote) always is.
    const special = (quote: string) => (quote === '' ? /[\s"'()\\]/ : new RegExp(`[\\\\${quote}\n]`));
    const spelled = (text: string, escapes: boolean[], quote = "'") =>
      [...text]
        .map((char, index) => (escapes[index % escapes.length] || special(quote).test(char) ? hexEscape(char) : char))
        .join('');
    fc.assert(
      fc.property(
        fc.webUrl(),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('"', "'", ''),
        fc.constantFrom('', ' ', '\n'),
        (url, escapes, quote, space) => {
          const argument = `${quote}${spelled(url, escapes, quote)}${quote}`;
          const css = `.x { background: ${spelled('url', escapes)}(${space}${argument}${space}) }`;
          expect(cssReferences(css).urls).toEqual([url]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
