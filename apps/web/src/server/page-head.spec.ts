// @vitest-environment node
import { setUpPlatform } from '@kickoff/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, type PageRender } from '../server-entry';

setUpPlatform({ beforeAll, afterEach, afterAll });

/** The head the server writes for an address, from a real render of the site against the platform mock. */
async function headOf(path: string) {
  const page: PageRender = await renderPage(new Request(`https://kickoff.example${path}`), {
    platformOrigin: 'https://kickoff.example',
    nonce: 'test',
    waitForAll: true,
  });
  if (page.kind !== 'page') throw new Error(`${path} rendered as ${page.kind}`);
  page.html.resume();
  const description = /<meta name="description" content="([^"]*)" data-head \/>/.exec(page.head)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(page.head)?.[1];
  return { status: page.status, title, description, head: page.head };
}

describe('the head of a server-rendered page', () => {
  it('[SEO-001] every page has its title and a meta description in its language, written once in the first response', async () => {
    const home = await headOf('/ru/');
    expect(home).toMatchObject({ status: 200, title: 'Ставки на спорт и казино — Kickoff' });
    expect(home.description).toMatch(/Ставки на спорт и казино в Kickoff/);
    expect(home.head.match(/<title/g)).toHaveLength(1);
    expect(home.head.match(/name="description"/g)).toHaveLength(1);
    const line = await headOf('/en/line');
    expect(line.description).toMatch(/^Kickoff pre-match betting/);
    const licenses = await headOf('/en/information/licenses');
    const missing = await headOf('/en/no-such-page');
    expect(missing.status).toBe(404);
    expect(licenses.description).toBe(missing.description);
    expect(licenses.description).not.toBe(line.description);
  });
});
