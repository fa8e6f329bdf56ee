import { describe, expect, it } from 'vitest';
import { paintFirstEntry } from './paint-first-entry';

const HEAD = `<head>
    <script>keepPresses()</script>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>`;

/** Runs the loader as the browser would, on a document, frames and timers the test drives. */
function runLoader(head: string, { parsed = true } = {}) {
  const code = /<script>(\(function\(\)\{var n=document\.currentScript.*?)<\/script>/.exec(head)?.[1];
  if (!code) throw new Error('no loader in the head');
  const appended: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const whenParsed: (() => void)[] = [];
  const document = {
    currentScript: { nonce: 'n0nce' },
    readyState: parsed ? 'interactive' : 'loading',
    addEventListener: (type: string, run: () => void) => void (type === 'DOMContentLoaded' && whenParsed.push(run)),
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Record<string, unknown>) => appended.push({ ...element }) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ ms, run }),
  );
  const fire = (ms: number) =>
    timers.splice(0).forEach((timer) => (timer.ms === ms ? timer.run() : timers.push(timer)));
  const finishParsing = () => {
    document.readyState = 'interactive';
    whenParsed.splice(0).forEach((run) => run());
  };
  return { appended, frames, fire, finishParsing };
}

describe('the entry loads after the first paint', () => {
  it('replaces the template’s entry script with an inline loader, keeping everything else', () => {
    const head = paintFirstEntry(HEAD);
    expect(head).not.toContain('<script type="module"');
    expect(head).toContain('<script>keepPresses()</script>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(head.indexOf('keepPresses')).toBeLessThan(head.indexOf('/assets/index-A1.js'));
  });

  it('adds the entry as a module script, with the page’s nonce, once the first frame is drawn, and only once', () => {
    const { appended, frames, fire } = runLoader(paintFirstEntry(HEAD));
    expect(appended).toEqual([]);
    frames.splice(0).forEach((frame) => frame());
    expect(appended).toEqual([]);
    fire(0);
    expect(appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', nonce: 'n0nce', src: '/assets/index-A1.js' },
    ]);
    fire(300);
    expect(appended).toHaveLength(1);
  });

  it('adds it after 300 ms when no frame comes (a tab opened in the background), and not again on the frame', () => {
    const { appended, frames, fire } = runLoader(paintFirstEntry(HEAD));
    fire(300);
    expect(appended).toHaveLength(1);
    frames.splice(0).forEach((frame) => frame());
    fire(0);
    expect(appended).toHaveLength(1);
  });

  it('waits for the end of parsing when the first frame comes while the page still streams in, then adds it once', () => {
    const { appended, frames, fire, finishParsing } = runLoader(paintFirstEntry(HEAD), { parsed: false });
    frames.splice(0).forEach((frame) => frame());
    fire(0);
    fire(300);
    // Run now, the site would find neither the server's state nor the rest of its HTML.
    expect(appended).toEqual([]);
    finishParsing();
    expect(appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', nonce: 'n0nce', src: '/assets/index-A1.js' },
    ]);
  });

  it('refuses a template without its entry script', () => {
    expect(() => paintFirstEntry('<head></head>')).toThrow(/entry/);
  });
});
