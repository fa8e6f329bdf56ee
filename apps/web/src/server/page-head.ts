import { DEFAULT_NAMESPACE } from '@kickoff/i18n';
import type { i18n as I18n } from 'i18next';
import { pageHeadTexts } from './page-head-texts';

/**
 * What the server writes into <head> for a page. The title and description come from the route now; the SEO
 * feature will fill them, the canonical address and the language alternates from the platform's SEO calls.
 */
export interface PageHead {
  title: string;
  description?: string | undefined;
  canonical?: string | undefined;
  alternates?: readonly { hrefLang: string; href: string }[] | undefined;
}

/** Pages whose title names them; every other page carries the site's name until the SEO feature names it. */
const TITLE_KEYS: Readonly<Record<string, string>> = { home: 'shell_home_title' };

const SITE_DESCRIPTION = 'page_description_site';
/** A page with a description of its own has a key named after its route. */
const descriptionKey = (routeName: string | undefined) => {
  const key = `page_description_${routeName}`;
  return routeName !== undefined && key in pageHeadTexts.en ? key : SITE_DESCRIPTION;
};

export function pageHead({
  routeName,
  status,
  i18n,
}: {
  routeName: string | undefined;
  status: number;
  i18n: I18n;
}): PageHead {
  for (const [language, texts] of Object.entries(pageHeadTexts))
    i18n.addResourceBundle(language, DEFAULT_NAMESPACE, texts, true, false);
  const t = (key: string) => i18n.t(key);
  const site = t('shell_site_name');
  const pageKey =
    status === 404
      ? 'shell_not_found_text'
      : status >= 500
        ? 'main_error'
        : routeName === undefined
          ? undefined
          : TITLE_KEYS[routeName];
  return {
    title: pageKey === undefined ? site : `${t(pageKey)} — ${site}`,
    description: t(status === 200 ? descriptionKey(routeName) : SITE_DESCRIPTION),
  };
}
