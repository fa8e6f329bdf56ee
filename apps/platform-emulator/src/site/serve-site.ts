import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/http-error';
import { send } from '../http/send';
import { contentTypeOf } from './content-types';
import { locateSiteFile } from './locate-file';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) must be revalidated, or a new build would meet an old page. */
const REVALIDATE = 'no-cache';

/** Serves the built site: static files, index.html for client-side routes, HEAD, conditional GET. */
export async function serveSite(req: IncomingMessage, res: ServerResponse, siteDir: string, segments: readonly string[]): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new HttpError(405, `method ${req.method} is not allowed on site files`, { allow: 'GET, HEAD' });
  }
  const file = await locateSiteFile(siteDir, segments);
  if (!file) {
    send(res, 404, 'Not found\n', { 'content-type': 'text/plain; charset=utf-8' });
    return;
  }
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentTypeOf(file.path),
    'cache-control': segments[0] === 'assets' && !file.isFallback ? IMMUTABLE : REVALIDATE,
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': file.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(file.path), res);
}
