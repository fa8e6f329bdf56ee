/**
 * Where a read of this request target belongs, or null when it is already there. Browsers keep repeated slashes
 * (`//ru/line`) and `/index.html` as typed, and the site's router knows neither: answered with the page, they
 * would be a 200 showing "not found". A 301 sends them to the address the site does show, query string kept.
 * Collapsing every repeat also means the Location never starts with `//`, which a browser reads as another host.
 */
export function canonicalLocation(target: string): string | null {
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const canonical = collapsed === '/index.html' ? '/' : collapsed;
  return canonical === pathname ? null : `${canonical}${target.slice(pathname.length)}`;
}
