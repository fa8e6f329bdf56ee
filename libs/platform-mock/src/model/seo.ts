/** Titles by language and first route segment; anything else gets the site name so no page goes untitled. */
const TITLES: Record<string, Record<string, string>> = {
  ru: {
    home: 'Ставки на спорт онлайн',
    live: 'Live-ставки',
    line: 'Линия',
    casino: 'Казино онлайн',
    cyber: 'Киберспорт',
  },
  en: {
    home: 'Online sports betting',
    live: 'Live betting',
    line: 'Sports line',
    casino: 'Online casino',
    cyber: 'Esports',
  },
};
const LANGUAGES = ['ru', 'en'];
/** hreflang codes of the site languages. */
export const ISO_CODES: Record<string, string> = { ru: 'ru-RU', en: 'en-GB', kk: 'kk-KZ', uk: 'uk-UA' };

/** The route path without its language prefix, split: `/ru/live/football` → ['live', 'football']. */
function segments(path: string): string[] {
  return path.split('/').filter((part, index) => part !== '' && !(index === 1 && /^[a-z]{2}$/.test(part)));
}

export function seoPage(path: string, language: string, domain: string) {
  const parts = segments(path);
  const page = parts[0] ?? 'home';
  const title = TITLES[language]?.[page] ?? TITLES['en']?.[page] ?? 'Kickoff';
  const rest = parts.length > 0 ? `/${parts.join('/')}` : '';
  return {
    title,
    description: `${title} — Kickoff`,
    siteName: 'Kickoff',
    metaRobots: 'index, follow',
    hierarchyMetaRobots: page === 'office' ? 'noindex, nofollow' : null,
    metas: [{ name: 'og:title', content: title }],
    hrefLang: LANGUAGES.map((lang) => ({ lang, href: `https://${domain}/${lang}${rest}` })),
    mediaAlternates: [
      {
        mediaType: 'only screen and (max-width: 640px)',
        urlPath: `/${language}${rest}`,
        toDomain: { host: `m.${domain}` },
      },
    ],
  };
}

export function seoVisual(path: string, language: string) {
  const parts = segments(path);
  const last = parts[parts.length - 1];
  return {
    h1: last === undefined ? seoPage(path, language, 'kickoff.test').title : last.replace(/-/g, ' '),
    breadcrumbs: parts.map((part, index) => ({
      title: part.replace(/-/g, ' '),
      url: `/${language}/${parts.slice(0, index + 1).join('/')}`,
    })),
  };
}

export function seoText(path: string, language: string): string {
  const { title } = seoPage(path, language, 'kickoff.test');
  return segments(path).length <= 1 ? `<h2>${title}</h2><p>${title}: Kickoff demo text.</p>` : '';
}
