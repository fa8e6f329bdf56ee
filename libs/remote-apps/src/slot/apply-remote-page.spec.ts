import type { RemotePage } from '@kickoff/platform-api';
import { afterEach, describe, expect, it } from 'vitest';
import { createOriginPolicy } from '../safety/origin-policy';
import { fakeRemoteAppDom } from '../testing/fake-dom';
import { recordingLogger } from '../testing/recording-logger';
import type { RemoteAppDom } from '../registry/remote-app-dom';
import { type AppliedPage, applyRemotePage } from './apply-remote-page';

const CDN = 'https://cdn.kickoff.test';
const PLATFORM = 'https://www.kickoff.test';

function page(overrides: Partial<RemotePage> = {}): RemotePage {
  return {
    appName: 'casino',
    title: 'Casino',
    head: '<meta name="remote-app" content="casino">',
    body: '<main><h1>Casino</h1></main>',
    style: 'main { padding: 16px; }',
    cssToLoad: [`${CDN}/casino.css`],
    scriptsToLoad: [`${CDN}/vendor.js`, `${CDN}/casino.js`],
    codeToEval: 'window.casinoStart()',
    ...overrides,
  };
}

function setup(allowed = [CDN, PLATFORM]) {
  const dom = fakeRemoteAppDom();
  const logger = recordingLogger();
  const slot = document.createElement('div');
  document.body.append(slot);
  const deps = {
    doc: document,
    dom,
    policy: createOriginPolicy(allowed, `${PLATFORM}/ru`),
    pageOrigin: PLATFORM,
    logger,
  };
  return { dom, logger, slot, deps };
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
});

describe('applyRemotePage', () => {
  it('applies title, style, stylesheets, head and body, then the scripts in order and the code', async () => {
    const { dom, slot, deps } = setup();
    const applied = applyRemotePage(page(), slot, deps, { viewId: 'main', setTitle: true });
    await expect(applied.outcome).resolves.toEqual({ ok: true });
    expect(document.title).toBe('Casino');
    expect(document.head.querySelector('style[data-remote-app="casino"]')!.textContent).toBe('main { padding: 16px; }');
    expect(document.head.querySelector('link[data-remote-app="casino"]')!.getAttribute('href')).toBe(
      `${CDN}/casino.css`,
    );
    expect(document.head.querySelector('meta[name="remote-app"]')!.getAttribute('data-remote-view')).toBe('main');
    expect(slot.innerHTML).toBe('<main><h1>Casino</h1></main>');
    expect(dom.calls).toEqual([
      `load casino ${CDN}/vendor.js`,
      `load casino ${CDN}/casino.js`,
      'run casino window.casinoStart()',
    ]);
  });

  it('dispose removes what the view added and gives the title back; the app-wide stylesheet stays for the registry', async () => {
    const { slot, deps } = setup();
    document.title = 'Kickoff';
    const applied = applyRemotePage(page(), slot, deps, { viewId: 'main', setTitle: true });
    await applied.outcome;
    applied.dispose();
    expect(document.title).toBe('Kickoff');
    expect(slot.childNodes).toHaveLength(0);
    expect(document.head.querySelectorAll('[data-remote-view]')).toHaveLength(0);
    expect(document.head.querySelectorAll('link[data-remote-app="casino"]')).toHaveLength(1);
  });

  it.each([
    ['a script', { scriptsToLoad: ['https://evil.test/x.js'] }, 'https://evil.test/x.js'],
    ['a stylesheet', { cssToLoad: ['https://evil.test/x.css'] }, 'https://evil.test/x.css'],
    ['a data: script', { scriptsToLoad: ['data:text/javascript,alert(1)'] }, 'data:text/javascript'],
  ])('refuses the whole page when %s comes from an origin not allowed, and logs it', async (_, overrides, source) => {
    const { dom, logger, slot, deps } = setup();
    const applied = applyRemotePage(page(overrides), slot, deps, { viewId: 'main', setTitle: true });
    await expect(applied.outcome).resolves.toEqual({ ok: false, reason: expect.stringContaining(source) });
    expect(dom.calls).toEqual([]);
    expect(slot.childNodes).toHaveLength(0);
    expect(document.head.querySelectorAll('[data-remote-app]')).toHaveLength(0);
    expect(logger.lines).toEqual([{ level: 'error', message: expect.stringContaining(source) }]);
  });

  it('runs codeToEval only when the origin the page came from is allowed', async () => {
    const { dom, slot, deps } = setup([CDN]);
    const applied = applyRemotePage(page(), slot, deps, { viewId: 'main', setTitle: false });
    await expect(applied.outcome).resolves.toEqual({
      ok: false,
      reason: expect.stringContaining(`codeToEval from ${PLATFORM}`),
    });
    expect(dom.calls).toEqual([]);
  });

  it('sanitises head and body before they reach the document, and logs what it removed', async () => {
    const { slot, deps, logger } = setup();
    await applyRemotePage(
      page({
        head: '<script>alert(1)</script><base href="https://evil.test/">',
        body: '<img src=x onerror=alert(1)><a href="javascript:alert(2)">x</a>',
      }),
      slot,
      deps,
      { viewId: 'main', setTitle: false },
    ).outcome;
    expect(document.head.querySelector('script, base')).toBeNull();
    expect(slot.innerHTML).toBe('<img src="x"><a>x</a>');
    expect(logger.lines).toEqual([{ level: 'warn', message: expect.stringContaining('<script>') }]);
  });

  it("the page's own style and <style> in its HTML lose the rules that would load from elsewhere, and the log says so", async () => {
    const { slot, deps, logger } = setup();
    const style = `main { padding: 16px; } @import url(${CDN}/more.css); .hero { background: url(https://evil.test/hero.png) }`;
    await applyRemotePage(
      page({
        style,
        body: `<style>.tile { background: url('https://evil.test/t.png') } .ok { color: red }</style><main>x</main>`,
      }),
      slot,
      deps,
      { viewId: 'main', setTitle: false },
    ).outcome;
    expect(document.head.querySelector('style[data-remote-view="main"]')!.textContent).toBe('main { padding: 16px; }');
    expect(slot.querySelector('style')!.textContent).toBe('.ok { color: red; }');
    expect(logger.lines).toEqual([
      {
        level: 'warn',
        message:
          'remote app casino: removed from its HTML: @import in <style>, <style> rule loading https://evil.test/hero.png, <style> rule loading https://evil.test/t.png',
      },
    ]);
  });

  it('a script that fails to load or code that throws fails the page instead of the host', async () => {
    const { dom, slot, deps } = setup();
    dom.failingScripts.add(`${CDN}/vendor.js`);
    await expect(applyRemotePage(page(), slot, deps, { viewId: 'a', setTitle: false }).outcome).resolves.toEqual({
      ok: false,
      reason: expect.stringContaining('vendor.js'),
    });
    expect(dom.calls).toEqual([`load casino ${CDN}/vendor.js`]);
    dom.failingScripts.clear();
    dom.throwingCode.add('window.casinoStart()');
    await expect(applyRemotePage(page(), slot, deps, { viewId: 'b', setTitle: false }).outcome).resolves.toEqual({
      ok: false,
      reason: 'remote code threw',
    });
  });

  it('a view left before its HTML is cleaned shows nothing of it and keeps the title', async () => {
    const { dom, slot, deps } = setup();
    document.title = 'Kickoff';
    const applied = applyRemotePage(page(), slot, deps, { viewId: 'main', setTitle: true });
    applied.dispose();
    await expect(applied.outcome).resolves.toEqual({ ok: true });
    expect(document.title).toBe('Kickoff');
    expect(slot.childNodes).toHaveLength(0);
    expect(document.head.querySelectorAll('[data-remote-app]')).toHaveLength(0);
    expect(dom.calls).toEqual([]);
  });

  it('a view left while its scripts load runs no code', async () => {
    const { dom, slot, deps } = setup();
    let applied: AppliedPage | null = null;
    // The view is left while its first script is loading.
    const leaving: RemoteAppDom = {
      ...dom,
      loadScript: (appName, src) => dom.loadScript(appName, src).then(() => applied?.dispose()),
    };
    applied = applyRemotePage(page(), slot, { ...deps, dom: leaving }, { viewId: 'main', setTitle: false });
    await applied.outcome;
    expect(dom.calls).toEqual([`load casino ${CDN}/vendor.js`]);
  });
});
