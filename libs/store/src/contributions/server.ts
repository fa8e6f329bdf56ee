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

/** What a feature's server side may do beyond rendering. */
export interface FeatureServer {
  /**
   * Endpoints whose answers are the same for every visitor: the server's render hands them to the browser's cache.
   * A player's own answers are never listed (the browser asks for them itself).
   */
  readonly sharedAnswers?: readonly string[];
  /** A list, or its loader: only the server reads them, so a loader keeps them off the browser's first load. */
  readonly thirdParties?: readonly ThirdParty[] | (() => Promise<readonly ThirdParty[]>);
  /** The consent categories the request's cookies grant (the consent feature); all features' grants add up. */
  consented?(cookies: { get(name: string): string | undefined }): readonly ConsentCategory[];
}
