/**
 * The decoded segments of a request path, or null when any could climb out of the site's folder (`..`, `.`,
 * encoded slashes or backslashes, NUL) or is not valid percent-encoding. Empty segments are dropped.
 */
export function pathSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * Where a read of this target belongs when the site would not show it as typed: repeated slashes collapse and
 * `/index.html` is `/` (query kept); null when it is already there. The Location never starts with `//`.
 */
export function canonicalLocation(target: string): string | null {
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const canonical = collapsed === '/index.html' ? '/' : collapsed;
  return canonical === pathname ? null : `${canonical}${target.slice(pathname.length)}`;
}
