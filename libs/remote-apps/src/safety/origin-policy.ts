/**
 * Which origins may give the site code: remote scripts, stylesheets, and the page answers whose `codeToEval`
 * is run. Site config has no field for it yet, so the list comes in through the lib's options (README).
 */
export interface OriginPolicy {
  /** Allowed origins, normalised (`https://cdn.example.com`). */
  readonly origins: readonly string[];
  isAllowed(url: string): boolean;
}

/** Refuses anything that is not an absolute http(s) origin: a typo must not widen the list. */
function normaliseOrigin(origin: string): string {
  const url = new URL(origin);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin.replace(/\/$/, '')) {
    throw new TypeError(`remote-apps: "${origin}" is not an origin (scheme://host[:port])`);
  }
  return url.origin;
}

/**
 * `base` resolves relative URLs (the document's own address), so `/assets/app.js` is judged by the site's
 * origin, which is allowed only when listed like any other.
 */
export function createOriginPolicy(allowedOrigins: readonly string[], base: string): OriginPolicy {
  const origins = allowedOrigins.map(normaliseOrigin);
  const allowed = new Set(origins);
  return {
    origins,
    isAllowed(url) {
      let parsed: URL;
      try {
        parsed = new URL(url, base);
      } catch {
        return false;
      }
      // data:, blob:, javascript: … have an opaque or borrowed origin: never a source of remote code.
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
      return allowed.has(parsed.origin);
    },
  };
}
