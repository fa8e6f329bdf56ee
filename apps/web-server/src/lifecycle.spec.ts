import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageRender, SiteRenderer } from './site/site-renderer';
import { rawRequest } from './testing/raw-get';
import { startTestWebServer, type TestWebServer } from './testing/start-test-server';

/** A renderer whose page streams only what the test writes, when it writes it. */
function heldPage() {
  const html = new PassThrough();
  const renderer: SiteRenderer = {
    renderPage: async (): Promise<PageRender> => ({
      kind: 'page',
      status: 200,
      language: 'en',
      head: '<title>Held</title>',
      html,
      tail: '',
      thirdParties: [],
    }),
  };
  return { renderer, html };
}

/** Reads an answer as it arrives; `until` resolves once the text so far matches. */
function openAnswer(origin: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  let text = '';
  const waiters: { test: (text: string) => boolean; resolve: () => void }[] = [];
  const response = new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      request({ hostname, port, path, headers }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          for (const waiter of waiters.filter((candidate) => candidate.test(text))) waiter.resolve();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
  const until = (test: (text: string) => boolean) =>
    new Promise<void>((resolve) => (test(text) ? resolve() : waiters.push({ test, resolve })));
  return { response, until };
}

describe('the web server’s life', () => {
  let server: TestWebServer | undefined;
  afterEach(async () => {
    await server?.stop().catch(() => undefined);
    server = undefined;
  });

  it('streams: the head and the page’s first part leave before the render has finished', async () => {
    const held = heldPage();
    server = await startTestWebServer({ renderer: held.renderer });
    const answer = openAnswer(server.url, '/en/');
    held.html.write('<main>first part</main>');
    await answer.until((text) => text.includes('<title>Held</title>') && text.includes('<main>first part</main>'));
    held.html.end('<p>the rest</p>');
    const { status, text } = await answer.response;
    expect(status).toBe(200);
    expect(text).toMatch(/<div id="root"><main>first part<\/main><p>the rest<\/p><\/div>/);
  });

  it('a render that fails as a whole is a 500 carrying the document, so the browser can still render the page', async () => {
    server = await startTestWebServer({ renderer: { renderPage: () => Promise.reject(new Error('renderer broke')) } });
    const page = await rawRequest(server.url, '/en/line');
    expect(page.status).toBe(500);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).toMatch(/<html lang="en"/);
    expect(page.headers['content-security-policy']).toContain("'strict-dynamic'");
    expect(server.logs).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'GET /en/line: server render failed' }),
    );
  });

  it('on close an answer in flight finishes (its connection then closes), new connections are refused', async () => {
    const held = heldPage();
    server = await startTestWebServer({ renderer: held.renderer });
    const { url } = server;
    const answer = openAnswer(url, '/en/');
    await answer.until((text) => text.includes('<div id="root">'));
    const closed = server.close();
    await expect(rawRequest(url, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    const finishedAt = performance.now();
    held.html.end('<main>finished</main>');
    const { status, text } = await answer.response;
    await closed;
    expect(status).toBe(200);
    expect(text).toContain('<main>finished</main></div>');
    // Closed once the answer was done, not when the grace period (2 s here) ran out on its keep-alive connection.
    expect(performance.now() - finishedAt).toBeLessThan(1_000);
  });
});
