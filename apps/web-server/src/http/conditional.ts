const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * `If-None-Match` by RFC 9110 §13.1.2: `*` matches any current copy; tags compare weakly (`W/"x"` matches `"x"`),
 * which is what a GET's cache check asks for.
 */
export function noneMatchHolds(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
