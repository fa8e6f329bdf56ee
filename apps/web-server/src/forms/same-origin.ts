import type { IncomingMessage } from 'node:http';

/** The origin the visitor reached this site at: the scheme it came over and the Host it asked for. */
export const ownOrigin = (req: IncomingMessage, https: boolean): string =>
  `${https ? 'https' : 'http'}://${req.headers.host ?? ''}`;

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * A form post this site's own page sent (decision: no token field, which a page rendered for everyone cannot carry
 * per visitor): the browser's `Origin` must be this site's (browsers send it on every POST), else its `Referer`
 * (kept by our `strict-origin-when-cross-origin` policy); `Sec-Fetch-Site`, when sent, must say same-origin. A post
 * that proves none of these is refused, so another site cannot sign a visitor in to an account of its choosing.
 */
export function isSameOriginPost(req: IncomingMessage, https: boolean): boolean {
  const own = ownOrigin(req, https);
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin') return false;
  const { origin, referer } = req.headers;
  if (typeof origin === 'string') return origin === own;
  return typeof referer === 'string' && originOf(referer) === own;
}
