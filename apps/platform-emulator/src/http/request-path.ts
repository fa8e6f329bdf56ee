import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

export interface RequestPath {
  /** The path as sent, still percent-encoded (what MSW matches against). */
  pathname: string;
  /** Its non-empty segments as sent: the control API's names are plain words, so nothing needs decoding. */
  segments: string[];
}

/** The emulator reads no files: a path only picks the control API or a platform handler. */
export function parseRequestPath(req: IncomingMessage): RequestPath {
  const target = req.url ?? '';
  if (!target.startsWith('/')) throw new HttpError(400, 'only origin-form request targets are accepted');
  const pathname = target.split(/[?#]/, 1)[0] ?? '/';
  return { pathname, segments: pathname.split('/').filter((segment) => segment !== '') };
}
