// @vitest-environment node
import { setUpPlatform } from '@kickoff/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, type PageRender } from '../server-entry';
import { pageHeadTexts } from './page-head-texts';

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
  return { status: page.status, ...page.head };
}

describe('the head of a server-rendered page', () => {
  it('[SEO-001] every page has a meta description in its language: its own by route name, else the site’s', async () => {
    expect(await headOf('/en/line')).toMatchObject({
      status: 200,
      description: pageHeadTexts.en.page_description_line,
    });
    expect(await headOf('/ru/casino')).toMatchObject({
      status: 200,
      description: pageHeadTexts.ru.page_description_casino,
    });
    expect(await headOf('/ru/')).toMatchObject({
      status: 200,
      title: 'Ставки на спорт и казино — Kickoff',
      description: pageHeadTexts.ru.page_description_home,
    });
    expect(await headOf('/en/information/about')).toMatchObject({
      description: pageHeadTexts.en.page_description_about,
    });
    expect(await headOf('/en/information/licenses')).toMatchObject({
      status: 200,
      description: pageHeadTexts.en.page_description_site,
    });
    expect(await headOf('/en/no-such-page')).toMatchObject({
      status: 404,
      description: pageHeadTexts.en.page_description_site,
    });
  });

  it('the descriptions are complete in Russian and English, and short enough for a search result', () => {
    expect(Object.keys(pageHeadTexts.ru).sort()).toEqual(Object.keys(pageHeadTexts.en).sort());
    for (const text of [...Object.values(pageHeadTexts.ru), ...Object.values(pageHeadTexts.en)]) {
      expect(text.length).toBeGreaterThan(50);
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });
});
