import type { IncomingMessage } from 'node:http';
import { chooseLanguage, readLanguageCookies } from '@kickoff/i18n';
import { SiteConfigSchema, type SiteConfig } from '@kickoff/platform-api';
import { resolveRoute } from '@kickoff/shell-routing';
import { z } from 'zod/mini';
import { requestCookies } from './request-cookies';

export type PageAnswer = { readonly status: 200 | 404 } | { readonly status: 301 | 302; readonly location: string };

const PartialSiteConfigSchema = z.partial(SiteConfigSchema);

/** A config the model was patched into nonsense must not take page loads down: the site's own defaults decide then. */
function readableSiteConfig(raw: unknown): Partial<SiteConfig> | undefined {
  const parsed = PartialSiteConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What a fresh load of a page address answers, from the site's own route table: a real 301/302 where the
 * site redirects, a real 404 where it shows its not-found page (so search engines see no soft 404), else 200.
 * The server knows no session, so guarded pages load normally and the site guards them in the browser.
 */
export function pageAnswerFor(req: IncomingMessage, rawSiteConfig: unknown): PageAnswer {
  const target = req.url ?? '/';
  const queryAt = target.indexOf('?');
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : target.slice(queryAt);
  const siteConfig = readableSiteConfig(rawSiteConfig);
  const userLanguage = chooseLanguage({ ...readLanguageCookies(requestCookies(req)), isAuthenticated: false, siteLanguages: siteConfig?.languages });

  // The emulator serves the production build, so production-hidden pages are not found here either.
  const result = resolveRoute({ pathname, search }, { siteConfig, isAuthenticated: false, isProduction: true, userLanguage });
  switch (result.kind) {
    case 'redirect':
      return { status: result.status, location: result.location };
    case 'not-found':
      return { status: 404 };
    default:
      return { status: 200 };
  }
}
