import type { SiteConfig } from '@kickoff/platform-api';
import { resolveRoute } from '../resolve-route';
import type { RouteResolution, RoutingContext } from '../route-types';

/** A site with every switch routing reads turned on: near-miss tests turn one off at a time. */
export const SITE_CONFIG: Partial<SiteConfig> = {
  availableRoutes: {
    rules: true,
    statistic: true,
    casino: true,
    office: true,
    information: true,
    payment: true,
    registration: true,
  },
  languages: [
    { code: 'ru', name: 'Русский', isHiddenForUnauthorized: false },
    { code: 'en', name: 'English', isHiddenForUnauthorized: false },
    { code: 'kk', name: 'Қазақша', isHiddenForUnauthorized: false },
  ],
  isIdentificationEnabled: true,
  isRegistrationEnabled: true,
  isPaymentRouteEnabled: true,
  isPaymentAuthRequired: false,
  isSlotFirstDepositRedirectEnabled: false,
  promoBonusToOffer: false,
};

export interface ResolveOptions extends Partial<Omit<RoutingContext, 'siteConfig'>> {
  /** Merged over SITE_CONFIG; an `availableRoutes` given here replaces SITE_CONFIG's whole map. */
  config?: Partial<SiteConfig>;
}

/** A signed-in player on a desktop, development build, Russian: the context where every page shows. */
export function contextFor({ config = {}, ...context }: ResolveOptions = {}): RoutingContext {
  return {
    isAuthenticated: true,
    isProduction: false,
    userLanguage: 'ru',
    ...context,
    siteConfig: { ...SITE_CONFIG, ...config },
  };
}

export function resolveAt(path: string, options: ResolveOptions = {}): RouteResolution {
  const queryAt = path.indexOf('?');
  const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
  const search = queryAt < 0 ? '' : path.slice(queryAt);
  return resolveRoute({ pathname, search }, contextFor(options));
}

/** The route name a path shows, or what happened instead: `redirect 301 /ru/x`, `guard login`, `not-found validation`. */
export function outcomeAt(path: string, options: ResolveOptions = {}): string {
  const result = resolveAt(path, options);
  switch (result.kind) {
    case 'page':
      return result.route.name;
    case 'redirect':
      return `redirect ${result.status} ${result.location}`;
    case 'guard':
      return `guard ${result.to}`;
    case 'not-found':
      return `not-found ${result.reason}`;
  }
}
