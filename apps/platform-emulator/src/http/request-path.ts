import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

export interface RequestPath {
  /** The path as sent, still percent-encoded (what MSW matches against). */
  pathname: string;
  /** Decoded segments, empty ones dropped: `/ru//live/` → ['ru', 'live']. */
  segments: string[];
  /** Whether the path ends with a slash (a directory-like URL). */
  trailingSlash: boolean;
}

/**
 * Splits the request target and refuses anything that could climb out of a folder: `..` or `.` segments,
 * also percent-encoded, encoded slashes and backslashes, NUL. Clients normalise `/../`, raw requests do not.
 */
export function parseRequestPath(req: IncomingMessage): RequestPath {
  const target = req.url ?? '';
  if (!target.startsWith('/')) throw new HttpError(400, 'only origin-form request targets are accepted');
  const pathname = target.split(/[?#]/, 1)[0] ?? '/';
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw new HttpError(400, 'malformed percent-encoding in the path');
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) throw new HttpError(400, 'path traversal is not allowed');
    segments.push(segment);
  }
  return { pathname, segments, trailingSlash: pathname.endsWith('/') };
}
