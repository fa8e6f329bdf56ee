export type BlockAnswer = {
  displayTypeId: number;
  templateTypeId: number;
};

/**
 * The contract's reading: `displayTypeId` 1 = show a blocking page, `templateTypeId` = the reason code
 * (doc 000 §4.7). An unknown reason is still passed on: which page it gets is the blocking lib's call.
 */
export function blockAnswer(blockReason: number | null): BlockAnswer {
  if (blockReason === null || blockReason <= 0) return { displayTypeId: 0, templateTypeId: 0 };
  return { displayTypeId: 1, templateTypeId: blockReason };
}

export type RedirectRule = {
  /** Where the visitor is sent. */
  url: string;
  /** HTTP-like redirect code, 301 or 302. */
  code: number;
  reasons?: string[];
};

export type RedirectAnswer = {
  redirect: boolean;
  code: number;
  url: string | null;
  reasons: string[];
  breadcrumbs: string[];
};

/** Rules are keyed by path (`/ru/old-promo`) or by full URL; the full URL wins. */
export function redirectFor(rules: Record<string, RedirectRule>, url: string): RedirectAnswer {
  let path = url;
  try {
    path = new URL(url, 'http://kickoff.invalid').pathname;
  } catch {
    // not a URL: compare it as a path
  }
  const rule = rules[url] ?? rules[path];
  if (!rule) return { redirect: false, code: 200, url: null, reasons: [], breadcrumbs: [url] };
  return {
    redirect: true,
    code: rule.code,
    url: rule.url,
    reasons: rule.reasons ?? ['rule'],
    breadcrumbs: [url, rule.url],
  };
}

export function createRedirects(): Record<string, RedirectRule> {
  return {
    '/ru/old-promo': { url: '/ru/promotions/welcome', code: 301, reasons: ['legacy landing'] },
  };
}
