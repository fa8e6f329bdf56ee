/**
 * The path to follow for a return address, or null for "go home": only a path on this site is followed
 * (SES-002 plus the rule). The candidate is resolved the way a browser would resolve it, so tricks
 * like `/\evil.com`, `/\t/evil.com` or `javascript:` are judged by where they would really lead.
 */
export function safeReturnPath(candidate: string | null | undefined, siteOrigin: string): string | null {
  if (!candidate || !candidate.startsWith('/')) return null;
  let resolved: URL;
  try {
    resolved = new URL(candidate, siteOrigin);
  } catch {
    return null;
  }
  if (resolved.origin !== new URL(siteOrigin).origin) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // `/.//evil.com` resolves to the path `//evil.com`, which a later navigation reads as another host.
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
