import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from './origin-policy';
import { sanitiseHtml } from './sanitise-html';

/** What the cleaned nodes look like once inserted (a div serialises them; the page itself never reparses). */
async function clean(html: string, isAllowedUrl?: (url: string) => boolean) {
  const { fragment, removed } = await sanitiseHtml(html, document, { isAllowedUrl });
  const box = document.createElement('div');
  box.append(fragment);
  return { html: box.innerHTML, box, removed };
}

describe('sanitiseHtml', () => {
  it('keeps ordinary markup as it is', async () => {
    const html =
      '<main data-remote-app="casino"><h1 class="t">Casino</h1><a href="/ru/slots">Slots</a><img src="https://cdn.test/a.png" alt="a"></main>';
    expect(await clean(html)).toMatchObject({ html, removed: [] });
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', '<svg></svg>'],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['<object data="evil.swf"></object><embed src="evil.swf">', ''],
    ['<base href="https://evil.test/">', ''],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    // The mXSS classic: whichever way a parser reads the <noscript>, nothing of it comes through.
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', ''],
  ])('removes elements that run code or redirect the page: %s', async (input, expected) => {
    const result = await clean(input);
    expect(result.html).toBe(expected);
    expect(result.removed.length).toBeGreaterThan(0);
  });

  it('removes every inline event handler, whatever its case', async () => {
    const { box, removed } = await clean(
      '<img src="x" onerror="alert(1)"><div OnClick="alert(2)" onmouseover="x"><svg onload="alert(3)"></svg></div><body onload="x">',
    );
    expect(box.querySelectorAll('*').length).toBe(3);
    for (const element of box.querySelectorAll('*'))
      expect([...element.attributes].map((a) => a.name).filter((n) => n.startsWith('on'))).toEqual([]);
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
  ])('removes javascript: and other executable URLs: %s', async (input) => {
    const { html, removed } = await clean(input);
    expect(html.toLowerCase()).not.toMatch(/javascript|vbscript|data:text\/html/);
    expect(removed.length).toBeGreaterThan(0);
  });

  it('cleans inside nested templates too', async () => {
    const { fragment } = await sanitiseHtml(
      '<template><template><img src=x onerror=alert(1)><script>alert(2)</script></template></template>',
    );
    const inner = (fragment.firstElementChild as HTMLTemplateElement).content.firstElementChild as HTMLTemplateElement;
    expect(inner.content.querySelector('script')).toBeNull();
    expect(inner.content.querySelector('img')!.hasAttribute('onerror')).toBe(false);
  });

  it('runs nothing while parsing: an onerror image in the input never fires', async () => {
    let fired = false;
    (window as unknown as { hit: () => void }).hit = () => (fired = true);
    await sanitiseHtml('<img src="data:," onerror="hit()">');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fired).toBe(false);
  });

  it('drops <link> elements whose URL is not allowed, keeps allowed ones', async () => {
    const allowed = (url: string) => url.startsWith('https://cdn.test/');
    const { html, removed } = await clean(
      '<link rel="stylesheet" href="https://cdn.test/a.css"><link rel="stylesheet" href="https://evil.test/b.css">',
      allowed,
    );
    expect(html).toBe('<link rel="stylesheet" href="https://cdn.test/a.css">');
    expect(removed).toEqual(['<link> from https://evil.test/b.css']);
  });
});

describe('sanitiseHtml with the origin allow-list', () => {
  const CDN = 'https://cdn.test';
  const policy = createOriginPolicy([CDN, 'https://www.kickoff.test'], 'https://www.kickoff.test/ru');
  const isAllowedUrl = (url: string) => policy.isAllowed(url);

  it.each([
    ['<img src="https://evil.test/x.png" alt="">', 'img', 'src'],
    ['<img srcset="https://cdn.test/a.png 1x, https://evil.test/b.png 2x" alt="">', 'img', 'srcset'],
    ['<img srcset="https://cdn.test,evil.test/a.png 1x" alt="">', 'img', 'srcset'],
    ['<form action="https://evil.test/collect"><button>go</button></form>', 'form', 'action'],
    ['<video poster="//evil.test/p.png"></video>', 'video', 'poster'],
    ['<svg><image href="https://evil.test/i.png"></image></svg>', 'image', 'href'],
    ['<svg><a xlink:href="https://evil.test/"><text>x</text></a></svg>', 'a', 'xlink:href'],
    ['<table background="https://evil.test/t.png"></table>', 'table', 'background'],
    ['<a href="data:image/png;base64,AAAA">x</a>', 'a', 'href'],
  ])('drops a URL attribute pointing elsewhere: %s', async (input, tag, attribute) => {
    const { box, removed } = await clean(input, isAllowedUrl);
    expect(box.querySelector(tag)!.hasAttribute(attribute)).toBe(false);
    expect(removed).toContain(`${attribute} on <${tag}>`);
  });

  it('keeps links to other sites, e-mail addresses and phone numbers: following one loads nothing into the page', async () => {
    const html =
      '<a href="https://other.test/promo">Promo</a><a href="mailto:support@kickoff.test">Mail</a><a href="tel:+74950000000">Call</a>';
    expect(await clean(html, isAllowedUrl)).toMatchObject({ html, removed: [] });
  });

  it('keeps URLs of allowed origins, relative ones (they resolve to the site) and inline images', async () => {
    const html =
      '<a href="/ru/slots">Slots</a><img src="https://cdn.test/a.png" srcset="https://cdn.test/a.png 1x, /b.png 2x" alt=""><img src="data:image/png;base64,AAAA" alt="">';
    expect(await clean(html, isAllowedUrl)).toMatchObject({ html, removed: [] });
  });

  it('drops a <link> in the body too, and a <meta http-equiv> whatever its URL', async () => {
    const { html, removed } = await clean(
      '<p>x</p><link rel="stylesheet" href="https://evil.test/b.css"><meta http-equiv="set-cookie" content="a=b">',
      isAllowedUrl,
    );
    expect(html).toBe('<p>x</p>');
    expect(removed).toEqual(['<link> from https://evil.test/b.css', '<meta http-equiv>']);
  });

  it('drops the <style> rules that would load from elsewhere and every @import, keeps the rest', async () => {
    const { box, removed } = await clean(
      '<style>@import url(https://cdn.test/i.css); p { color: red } .tile { background: u\\72l(https://evil.test/t.png) } .ok { background: url(https://cdn.test/o.png) } .icon { background: url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E") }</style>',
      isAllowedUrl,
    );
    const css = box.querySelector('style')!.textContent!;
    expect(css).toContain('color: red');
    expect(css).toContain('https://cdn.test/o.png');
    expect(css).toContain('data:image/svg+xml');
    expect(css).not.toMatch(/evil\.test|@import/);
    expect(removed).toEqual(['@import in <style>', '<style> rule loading https://evil.test/t.png']);
  });

  it.each([
    ['<div style="color: red; background: url(https://evil.test/bg.png)">x</div>', 'div', 'style'],
    ['<svg><rect fill="url(https://evil.test/p.svg#p)"></rect></svg>', 'rect', 'fill'],
  ])('drops a style or presentation attribute that would load from elsewhere: %s', async (input, tag, attribute) => {
    const { box } = await clean(input, isAllowedUrl);
    expect(box.querySelector(tag)!.hasAttribute(attribute)).toBe(false);
  });

  it('keeps style attributes that load nothing or only from allowed origins', async () => {
    const html = '<div style="color: red; background: url(https://cdn.test/bg.png)">x</div>';
    expect(await clean(html, isAllowedUrl)).toMatchObject({ html, removed: [] });
  });

  it('every remote id and name is prefixed (SANITIZE_NAMED_PROPS): none can clobber document, a form or the site’s own elements', async () => {
    const { box } = await clean(
      '<img name="cookie" alt=""><img name="createElement" alt=""><form><input name="action"></form><a id="main-link">x</a>' +
        '<div id="kickoff-server-state" hidden>{"siteConfig":{}}</div><div id="root"></div>',
    );
    expect([...box.querySelectorAll('[name]')].map((element) => element.getAttribute('name'))).toEqual([
      'user-content-cookie',
      'user-content-createElement',
      'user-content-action',
    ]);
    expect([...box.querySelectorAll('[id]')].map((element) => element.id)).toEqual([
      'user-content-main-link',
      'user-content-kickoff-server-state',
      'user-content-root',
    ]);
    document.body.append(box);
    try {
      expect(document.getElementById('kickoff-server-state')).toBeNull();
      expect(typeof document.cookie).toBe('string');
      expect(typeof document.createElement).toBe('function');
    } finally {
      box.remove();
    }
  });

  it('a <meta> keeps its name: it means what it says only unprefixed, and names nothing on document', async () => {
    const { box } = await clean('<meta name="description" content="x"><meta id="m" name="viewport" content="y">');
    expect([...box.querySelectorAll('meta')].map((meta) => [meta.id, meta.getAttribute('name')])).toEqual([
      ['', 'description'],
      ['user-content-m', 'viewport'],
    ]);
  });

  it('prefixes once: cleaning cleaned HTML again changes nothing (what the server render checks before serving)', async () => {
    const once = await clean('<div id="a"><input name="b"></div>');
    expect(once.html).toBe('<div id="user-content-a"><input name="user-content-b"></div>');
    expect((await clean(once.html)).html).toBe(once.html);
  });

  it('needs a document shown in a window, and asks for it only when called', async () => {
    await expect(sanitiseHtml('<p>x</p>', document.implementation.createHTMLDocument(''))).rejects.toThrow('window');
  });
});
