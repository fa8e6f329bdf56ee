import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html';

/** What the cleaned nodes look like once inserted (a div serialises them; the page itself never reparses). */
function clean(html: string, isAllowedUrl?: (url: string) => boolean) {
  const { fragment, removed } = sanitiseHtml(html, document, { isAllowedUrl });
  const box = document.createElement('div');
  box.append(fragment);
  return { html: box.innerHTML, box, removed };
}

describe('sanitiseHtml', () => {
  it('keeps ordinary markup as it is', () => {
    const html = '<main data-remote-app="casino"><h1 class="t">Casino</h1><a href="/ru/slots">Slots</a><img src="https://cdn.test/a.png" alt="a"></main>';
    expect(clean(html)).toMatchObject({ html, removed: [] });
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', '<svg></svg>'],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['<object data="evil.swf"></object><embed src="evil.swf">', ''],
    ['<base href="https://evil.test/">', ''],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    // The mXSS classic: parsed without scripting, the <img> escapes the <noscript>, and loses its handler.
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', '<img src="x">"&gt;<p></p>'],
  ])('removes elements that run code or redirect the page: %s', (input, expected) => {
    const result = clean(input);
    expect(result.html).toBe(expected);
    expect(result.removed.length).toBeGreaterThan(0);
  });

  it('removes every inline event handler, whatever its case', () => {
    const { box, removed } = clean('<img src="x" onerror="alert(1)"><div OnClick="alert(2)" onmouseover="x"><svg onload="alert(3)"></svg></div><body onload="x">');
    expect(box.querySelectorAll('*').length).toBe(3);
    for (const element of box.querySelectorAll('*')) expect([...element.attributes].map((a) => a.name).filter((n) => n.startsWith('on'))).toEqual([]);
    expect(removed).toEqual(expect.arrayContaining(['onerror on <img>', 'onclick on <div>', 'onload on <svg>']));
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="  JaVaScRiPt:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java&#x0A;script:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><animate attributeName="href" to="javascript:alert(1)"></animate></svg>',
    '<img srcset="a.png 1x, javascript:alert(1) 2x">',
  ])('removes javascript: and other executable URLs: %s', (input) => {
    const { html, removed } = clean(input);
    expect(html.toLowerCase()).not.toMatch(/javascript|vbscript|data:text\/html/);
    expect(removed.length).toBeGreaterThan(0);
  });

  it('cleans inside nested templates too', () => {
    const { fragment } = sanitiseHtml('<template><template><img src=x onerror=alert(1)><script>alert(2)</script></template></template>');
    const inner = (fragment.firstElementChild as HTMLTemplateElement).content.firstElementChild as HTMLTemplateElement;
    expect(inner.content.querySelector('script')).toBeNull();
    expect(inner.content.querySelector('img')!.hasAttribute('onerror')).toBe(false);
  });

  it('runs nothing while parsing: an onerror image in the input never fires', async () => {
    let fired = false;
    (window as unknown as { hit: () => void }).hit = () => (fired = true);
    sanitiseHtml('<img src="data:," onerror="hit()">');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fired).toBe(false);
  });

  it('drops <link> elements whose URL is not allowed, keeps allowed ones', () => {
    const allowed = (url: string) => url.startsWith('https://cdn.test/');
    const { html, removed } = clean('<link rel="stylesheet" href="https://cdn.test/a.css"><link rel="stylesheet" href="https://evil.test/b.css">', allowed);
    expect(html).toBe('<link rel="stylesheet" href="https://cdn.test/a.css">');
    expect(removed).toEqual(['<link> from https://evil.test/b.css']);
  });
});
