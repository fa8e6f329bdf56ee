import type { FeatureHead, HeadTag } from '@kickoff/store';
import { pageHeadTexts } from './page-head-texts';

/** Pages whose title names them; every other page carries the site's name (the SEO feature names them from the platform). */
const TITLE_KEYS: Readonly<Record<string, string>> = { home: 'shell_home_title' };

/**
 * The shell's head of a page: its title and description (SEO-001), until the SEO feature, installed after it, gives
 * the platform's. It is a chunk of its own with the descriptions (the shell feature loads it): the server writes the
 * first page's head, the browser loads it with its first navigation.
 */
export const shellHead: FeatureHead = ({ route, t }) => {
  const texts: Readonly<Record<string, string>> =
    route.language in pageHeadTexts ? pageHeadTexts[route.language as keyof typeof pageHeadTexts] : pageHeadTexts.en;
  const site = t('shell_site_name');
  const pageKey =
    route.status === 404
      ? 'shell_not_found_text'
      : route.status >= 500
        ? 'main_error'
        : route.routeName === undefined
          ? undefined
          : TITLE_KEYS[route.routeName];
  const own = route.status === 200 ? texts[`page_description_${route.routeName}`] : undefined;
  const tags: HeadTag[] = [
    { kind: 'title', text: pageKey === undefined ? site : `${t(pageKey)} — ${site}` },
    { kind: 'meta', name: 'description', content: own ?? texts['page_description_site'] ?? site },
  ];
  return tags;
};
