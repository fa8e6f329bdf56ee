import type { TFunction } from 'i18next';

/**
 * What the server writes into <head> for a page. The title comes from the route now; the SEO feature fills the
 * description, canonical address and language alternates from the platform's SEO calls.
 */
export interface PageHead {
  title: string;
  description?: string | undefined;
  canonical?: string | undefined;
  alternates?: readonly { hrefLang: string; href: string }[] | undefined;
}

/** Pages whose title names them; every other page carries the site's name until the SEO feature names it. */
const TITLE_KEYS: Readonly<Record<string, string>> = { home: 'shell_home_title' };

export function pageHead({ routeName, status, t }: { routeName: string | undefined; status: number; t: TFunction }): PageHead {
  const site = t('shell_site_name');
  const pageKey = status === 404 ? 'shell_not_found_text' : status >= 500 ? 'main_error' : routeName === undefined ? undefined : TITLE_KEYS[routeName];
  return { title: pageKey === undefined ? site : `${t(pageKey)} — ${site}` };
}
