/** What this server can send, best first: on equal preference Brotli wins (smaller than gzip for text). */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

const SERVER_ORDER: readonly Exclude<ContentEncoding, 'identity'>[] = ['br', 'gzip'];

/** `br;q=1, gzip;q=0.5, *;q=0` → name → q (RFC 9110 §12.5.3); a malformed q counts as 1. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.toLowerCase().startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    result.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 1);
  }
  return result;
}

/**
 * The encoding to answer with, among those `available` for this answer. No header means any is fine, but an
 * old client that sends none may not decode: identity then, as RFC 9110 advises.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[] = ['br', 'gzip', 'identity'],
): ContentEncoding {
  if (header === undefined || header.trim() === '') return 'identity';
  const accepted = qualities(header);
  const wildcard = accepted.get('*');
  const qualityOf = (encoding: string) => accepted.get(encoding) ?? wildcard ?? 0;
  let best: ContentEncoding = 'identity';
  let bestQuality = 0;
  for (const encoding of SERVER_ORDER) {
    const quality = qualityOf(encoding);
    if (available.includes(encoding) && quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}
