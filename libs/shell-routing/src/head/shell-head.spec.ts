import { createI18n, specResources } from '@kickoff/i18n';
import type { HeadTag, RootState } from '@kickoff/store';
import { describe, expect, it } from 'vitest';
import { shellRoutingResources } from '../i18n/resources';
import { pageHeadTexts } from './page-head-texts';
import { shellHead } from './shell-head';

async function headOf(routeName: string | undefined, language: 'ru' | 'en', status = 200) {
  const i18n = createI18n({ language, bundles: [specResources, shellRoutingResources] });
  const url = new URL(`https://kickoff.example/${language}/`);
  const tags: readonly HeadTag[] = await shellHead({
    route: { routeName, status, language, url },
    state: {} as RootState,
    t: i18n.t.bind(i18n),
  });
  const title = tags.find((tag) => tag.kind === 'title');
  const description = tags.find((tag) => tag.kind === 'meta' && tag.name === 'description');
  return {
    title: title?.kind === 'title' ? title.text : undefined,
    description: description?.kind === 'meta' ? description.content : undefined,
  };
}

describe('the shell’s head of a page', () => {
  it('[SEO-001] every page has a meta description in its language: its own by route name, else the site’s', async () => {
    expect(await headOf('line', 'en')).toMatchObject({ description: pageHeadTexts.en.page_description_line });
    expect(await headOf('casino', 'ru')).toMatchObject({ description: pageHeadTexts.ru.page_description_casino });
    expect(await headOf('home', 'ru')).toEqual({
      title: 'Ставки на спорт и казино — Kickoff',
      description: pageHeadTexts.ru.page_description_home,
    });
    expect(await headOf('licenses', 'en')).toMatchObject({ description: pageHeadTexts.en.page_description_site });
    expect(await headOf(undefined, 'en', 404)).toMatchObject({
      description: pageHeadTexts.en.page_description_site,
    });
  });

  it('names a page that was not found or failed in its title', async () => {
    expect((await headOf(undefined, 'en', 404)).title).toMatch(/ — Kickoff$/);
    expect((await headOf('line', 'en', 500)).title).not.toBe('Kickoff');
    expect((await headOf('line', 'en')).title).toBe('Kickoff');
  });

  it('the descriptions are complete in Russian and English, and short enough for a search result', () => {
    expect(Object.keys(pageHeadTexts.ru).sort()).toEqual(Object.keys(pageHeadTexts.en).sort());
    for (const text of [...Object.values(pageHeadTexts.ru), ...Object.values(pageHeadTexts.en)]) {
      expect(text.length).toBeGreaterThan(50);
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });
});
