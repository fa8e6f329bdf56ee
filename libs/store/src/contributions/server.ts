import type { FeatureContext } from '../feature';
import type { GuardPage } from './pages';

/**
 * What a visitor agreed to (the consent feature decides per request; without it only `necessary` is granted):
 * a third party of any other category is not in the page's security policy until the visitor agreed to it.
 */
export type ConsentCategory = 'necessary' | 'functionality' | 'analytics' | 'marketing';

/** CSP directives a third party may need origins in. */
export type CspDirective = 'script-src' | 'connect-src' | 'frame-src' | 'style-src' | 'img-src' | 'font-src';

/** A third party a feature's code loads: what the page's security policy must let it reach, and under which consent. */
export interface ThirdParty {
  readonly name: string;
  readonly consent: ConsentCategory;
  readonly sources: Readonly<Partial<Record<CspDirective, readonly string[]>>>;
}

/**
 * How the server answers an address before rendering anything. `render` names the page the route table resolved
 * (none for an address it does not know); `browser` leaves the page to the browser (a page behind a guard: the
 * server cannot see the browser's session).
 */
export type RouteAnswer =
  | { readonly kind: 'render'; readonly page?: GuardPage | undefined }
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string }
  | { readonly kind: 'browser' };

/** What the server knows of an address while it answers it: the site built for this request, and the address. */
export interface ServerRequest {
  readonly ctx: FeatureContext;
  readonly url: URL;
}

/** A page the server is about to render (the router has answered it with this status). */
export interface ServerPage extends ServerRequest {
  /** The page the route table resolved; undefined for an address it does not know. */
  readonly page: GuardPage | undefined;
  readonly status: number;
  /** A document to build or clean HTML in (the server has none of its own); null when none could be made. */
  document(): Promise<Document | null>;
  /** How long the server waits for what a feature prepares before leaving it to the browser; the feature's default without it. */
  readonly timeoutMs?: number | undefined;
}

/** What a feature's server side may do beyond rendering. */
export interface FeatureServer {
  /**
   * The server's answer for an address before it renders (the route table's redirects with their status, pages only
   * the browser can decide): the feature owning the route table gives it. The first feature with an answer decides.
   */
  routeAnswer?(request: ServerRequest): Promise<RouteAnswer | undefined>;
  /**
   * What the page needs in its first response beyond the router's data (a remote app's page, asked of the platform):
   * put in the store before the page renders. Never throws; what is not ready in time is left to the browser.
   */
  preparePage?(page: ServerPage): Promise<void>;
  /**
   * Endpoints whose answers are the same for every visitor: the server's render hands them to the browser's cache.
   * A player's own answers are never listed (the browser asks for them itself).
   */
  readonly sharedAnswers?: readonly string[];
  /**
   * A list, or a function of the request's site (asked once the route's answer is in: its state holds the site
   * config then).
   */
  readonly thirdParties?: readonly ThirdParty[] | ((ctx: FeatureContext) => Promise<readonly ThirdParty[]>);
  /** The consent categories the request's cookies grant (the consent feature); all features' grants add up. */
  consented?(cookies: { get(name: string): string | undefined }): readonly ConsentCategory[];
  /**
   * The server-only parts as a chunk of their own (`() => import('./server')`, a module exporting any of
   * `routeAnswer`, `preparePage`, `thirdParties`): only the server asks for it, so the browser's first load carries
   * this one loader, not their code. What it brings stands beside the fields above.
   */
  load?(): Promise<ServerParts>;
}

/** What a feature's server-only chunk exports. */
export type ServerParts = Pick<FeatureServer, 'routeAnswer' | 'preparePage' | 'thirdParties'>;
