import type { SiteConfig } from '@kickoff/platform-api';

/** SR-012, SR-014: `main` unless a route says otherwise. */
export type RouteLayout = 'main' | 'headless' | 'empty' | 'maintenance' | 'blocked';

/**
 * Who may open a route: `authenticated` sends an anonymous visitor to the login form or page (SR-024),
 * `account-area` sends them to the authentication app (SR-025), `anonymous` sends a signed-in user home (SR-029).
 */
export type RouteAccess = 'any' | 'authenticated' | 'anonymous' | 'account-area';

export interface RouteMeta {
  /** SR-015 */
  readonly hideFooter?: boolean;
  /** SR-016 */
  readonly hideSeo?: boolean;
  /** doc 000 §2.5: the quick coupon is hidden on routes that do not allow it. */
  readonly hideQuickCoupon?: boolean;
  /** SR-017: the A/B test (site config `tests`) that hides the bottom navigation on this route. */
  readonly hideBottomNavigationWhenTest?: string;
  /** SR-022: the route can also open as this modal over the current page. */
  readonly opensAsModal?: 'login' | 'registration';
}

/** A param passes when it matches the pattern or is one of the listed values. */
export type ParamRule = RegExp | readonly string[];

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** The flags routing reads, with defaults filled in: what `enabledBy`, `access` and `when` see. */
export interface RoutingSettings {
  readonly availableRoutes: Readonly<Record<string, boolean>>;
  /** Codes the site offers under `/{lng}`. */
  readonly languages: ReadonlySet<string>;
  readonly isIdentificationEnabled: boolean;
  readonly isRegistrationEnabled: boolean;
  readonly isPaymentRouteEnabled: boolean;
  readonly isPaymentAuthRequired: boolean;
  readonly isSlotFirstDepositRedirectEnabled: boolean;
  readonly promoBonusToOffer: boolean;
  readonly isProduction: boolean;
}

export interface RouteDefinition {
  /** Stable name: the spec's route name where it gives one. Unique across routes and redirects. */
  readonly name: string;
  /** React Router 7 pattern relative to `/:lng`; '' is the language root. Matched case-sensitively. */
  readonly path: string;
  readonly layout?: RouteLayout;
  readonly meta?: RouteMeta;
  readonly params?: Readonly<Record<string, ParamRule>>;
  readonly access?: RouteAccess | ((settings: RoutingSettings) => RouteAccess);
  /** `availableRoutes` key shared by every route of an area: `false` there turns the whole area off. */
  readonly area?: string;
  /** Extra condition beyond the `availableRoutes` switch of the route's name and area. */
  readonly enabledBy?: (settings: RoutingSettings, params: RouteParams) => boolean;
  /** The remote front-end app that renders the content (RA-001). */
  readonly remoteApp?: string;
}

export interface RedirectDefinition {
  readonly name: string;
  /** Pattern relative to `/:lng`, ranked together with the routes. */
  readonly from: string;
  /** Pattern relative to `/:lng` filled with the params of `from`; '' is the language root. */
  readonly to: string;
  readonly status: 301 | 302;
  /** Added to the query, which is otherwise kept. */
  readonly query?: Readonly<Record<string, string>>;
  /** When false the entry does not match at all and lower-ranked routes get the path. */
  readonly when?: (settings: RoutingSettings) => boolean;
  readonly params?: Readonly<Record<string, ParamRule>>;
}

export interface RoutingContext {
  siteConfig?: Partial<SiteConfig>;
  isAuthenticated: boolean;
  isProduction: boolean;
  /** Where a path without `{lng}` is sent (SR-003). */
  userLanguage: string;
  isMobilePlatform?: boolean;
  /** `navigator.maxTouchPoints`; unknown on the server, so no Mac-tablet redirect there. */
  maxTouchPoints?: number;
  userAgent?: string;
}

export type Platform = 'mobile' | 'desktop';

export interface PageResolution {
  readonly kind: 'page';
  readonly route: RouteDefinition;
  readonly params: RouteParams;
  readonly layout: RouteLayout;
  readonly language: string;
  /** SR-088: `platform_type=mobile` wins over the detected platform. */
  readonly platform: Platform;
  /** Modal the page opens on arrival (`showForgotPasswordModal=1` on home for an anonymous visitor). */
  readonly modal?: 'forgot-password';
}

export type RedirectReason = 'language-prefix' | 'mobile-platform' | (string & {});

export interface RedirectResolution {
  readonly kind: 'redirect';
  /** Absolute path with query, e.g. `/ru/office/account`. */
  readonly location: string;
  readonly status: 301 | 302;
  /** The redirect entry's name, or why the resolver redirected on its own. */
  readonly reason: RedirectReason;
}

export interface GuardResolution {
  readonly kind: 'guard';
  readonly to: 'login' | 'home' | 'auth-app';
  readonly route: RouteDefinition;
  readonly params: RouteParams;
  readonly language: string;
  /** Where to go when no modal can be shown over a current page. */
  readonly location: string;
  /** The page asked for, path and query: where to come back after signing in. */
  readonly returnTo: string;
}

export type NotFoundReason = 'language' | 'no-match' | 'validation' | 'disabled';

export interface NotFoundResolution {
  readonly kind: 'not-found';
  readonly status: 404;
  readonly reason: NotFoundReason;
  /** Language of the not-found page's texts. */
  readonly language: string;
  /** SR-089: set when the URL carried `platform_type`: replace the address bar with it (history replace, no navigation). */
  readonly replaceUrl?: string;
}

export type RouteResolution = PageResolution | RedirectResolution | GuardResolution | NotFoundResolution;
