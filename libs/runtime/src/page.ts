/** The page the site runs in: its address, reloads and full-page navigations, and the device's facts. */
export interface PageAddress {
  origin: string;
  pathname: string;
  search: string;
  href: string;
}

export interface Page {
  address(): PageAddress;
  reload(): void;
  /** A full navigation away (a payment provider, a social sign-in); the router handles the site's own pages. */
  assign(url: string): void;
  userAgent(): string;
  /** Touch points of the device (SR-090: a Mac that is really a tablet). */
  maxTouchPoints(): number;
  /** The browser's preferred language and time zone: the platform fingerprints sign-ins with them. */
  locale(): { language: string; timeZone: string };
  /** The page's document where there is one (remote apps mount into it); undefined when rendering on a server. */
  document(): Document | undefined;
}

export function browserPage(win: Window = window): Page {
  return {
    address: () => ({
      origin: win.location.origin,
      pathname: win.location.pathname,
      search: win.location.search,
      href: win.location.href,
    }),
    reload: () => win.location.reload(),
    assign: (url) => win.location.assign(url),
    userAgent: () => win.navigator.userAgent,
    maxTouchPoints: () => win.navigator.maxTouchPoints,
    locale: () => ({ language: win.navigator.language, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    document: () => win.document,
  };
}

/** A page for tests and server rendering: an address that moves on `assign`, reloads counted. */
export function memoryPage(
  href = 'http://localhost/',
  {
    userAgent = 'kickoff-test',
    language = 'ru-RU',
    timeZone = 'Europe/Moscow',
    doc,
  }: { userAgent?: string; language?: string; timeZone?: string; doc?: Document } = {},
): Page & { reloads: number; assigned: string[] } {
  let url = new URL(href);
  const page = {
    reloads: 0,
    assigned: [] as string[],
    address: () => ({ origin: url.origin, pathname: url.pathname, search: url.search, href: url.href }),
    reload: () => void (page.reloads += 1),
    assign: (next: string) => {
      page.assigned.push(next);
      url = new URL(next, url);
    },
    userAgent: () => userAgent,
    maxTouchPoints: () => 0,
    locale: () => ({ language, timeZone }),
    document: () => doc,
  };
  return page;
}
