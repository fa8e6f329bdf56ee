import { describe, expect, it } from 'vitest';
import { applyHead, HEAD_STYLE, headElements, headHtml, mergeHead } from './head';

describe('a style in the page head', () => {
  it('is written for the first paint, named by its id, and cannot end its element early', () => {
    const html = headHtml(
      headElements([
        { kind: 'style', id: 'brand-book', css: ':root{--ko-accent:#0b6e4f}</style><script>x()</script>' },
      ]),
    );
    expect(html).toBe(
      `<style ${HEAD_STYLE}="brand-book" data-head>:root{--ko-accent:#0b6e4f}\\3c /style>\\3c script>x()\\3c /script></style>`,
    );
  });

  it("gives way to a later feature's style of the same id and keeps styles of other ids", () => {
    const merged = mergeHead([
      [
        { kind: 'style', id: 'theme', css: 'a{}' },
        { kind: 'style', id: 'brand-book', css: 'b{}' },
      ],
      [{ kind: 'style', id: 'theme', css: 'c{}' }],
    ]);
    expect(merged).toEqual([
      { kind: 'style', id: 'theme', css: 'c{}' },
      { kind: 'style', id: 'brand-book', css: 'b{}' },
    ]);
  });

  it('is replaced on a client navigation like every managed tag', () => {
    applyHead(document, headElements([{ kind: 'style', id: 'brand-book', css: ':root{--ko-accent:red}' }]));
    applyHead(document, headElements([{ kind: 'style', id: 'brand-book', css: ':root{--ko-accent:green}' }]));
    const styles = document.head.querySelectorAll(`style[${HEAD_STYLE}="brand-book"]`);
    expect([...styles].map((style) => style.textContent)).toEqual([':root{--ko-accent:green}']);
  });
});
