import type { ThirdParty } from '../site/site-renderer';

export interface PolicyInput {
  /** This response's nonce: only scripts carrying it run (and what they load, by 'strict-dynamic'). */
  nonce: string;
  /** Who may frame the site (`frame-ancestors`): `'self'`, `'none'` or origins. */
  frameAncestors: readonly string[];
  /**
   * What the features' third parties reach, those this visitor agreed to (the renderer's answer): the remote apps
   * site config names among them, so every value is read as an origin before it enters the policy.
   */
  thirdParties: readonly ThirdParty[];
  /**
   * Where violations are posted (`report-uri`). No `report-to`: where it is present Chromium ignores report-uri
   * and queues reports for the Reporting API, which delivered nothing here within a minute.
   */
  reportPath: string;
}

/** Only `scheme://host[:port]` may enter the policy: a value with `;` or spaces would add directives of its own. */
export function asOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== 'null' ? url.origin : null;
  } catch {
    return null;
  }
}

const KEYWORDS = new Set(["'self'", "'none'"]);
const sourcesOf = (values: readonly string[]) =>
  values.flatMap((value) => (KEYWORDS.has(value) ? [value] : (asOrigin(value) ?? [])));

/**
 * The Content-Security-Policy of one HTML answer: a strict, nonce-based script policy (`https:` and
 * 'unsafe-inline' count only in browsers too old for nonces, which ignore them otherwise), nothing embeddable,
 * no <base>, and every other origin listed by name from configuration, never by wildcard. Styles allow inline
 * `style` attributes: React writes them and the server renders them (the progress bar), and CSS cannot run code.
 */
export function contentSecurityPolicy({ nonce, frameAncestors, thirdParties, reportPath }: PolicyInput): string {
  const extra = (directive: keyof ThirdParty['sources']) =>
    sourcesOf(thirdParties.flatMap((party) => party.sources[directive] ?? []));
  const ancestors = sourcesOf(frameAncestors);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // A third party's script hosts count only in browsers without 'strict-dynamic' (which ignore host sources).
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", 'https:', "'unsafe-inline'", ...extra('script-src')],
    ['style-src', "'self'", "'unsafe-inline'", ...extra('style-src')],
    ['img-src', "'self'", 'data:', 'blob:', ...extra('img-src')],
    ['font-src', "'self'", 'data:', ...extra('font-src')],
    ['connect-src', "'self'", ...extra('connect-src')],
    ['frame-src', "'self'", ...extra('frame-src')],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', ...(ancestors.length > 0 ? ancestors : ["'none'"])],
    ['report-uri', reportPath],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}
