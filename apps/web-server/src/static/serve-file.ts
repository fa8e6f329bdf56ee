import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { type ContentEncoding, chooseEncoding } from '../http/accept-encoding';
import { noneMatchHolds } from '../http/conditional';
import { contentTypeOf } from './content-types';
import type { SiteFile } from './site-files';

/** Vite puts content-hashed files under /assets: they never change, so browsers keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (favicon, version.json) is asked again, or a new deploy would meet an old copy. */
export const REVALIDATE = 'no-cache';

const SUFFIX: Readonly<Record<ContentEncoding, string>> = { br: '.br', gzip: '.gz', identity: '' };

/**
 * One file of the built site in the encoding the client prefers among the copies the build wrote, with
 * `Vary: Accept-Encoding` whenever there is a choice; conditional GET by a per-encoding ETag; HEAD.
 */
export async function serveFile(req: IncomingMessage, res: ServerResponse, url: string, file: SiteFile): Promise<void> {
  const available = Object.keys(file.sizes) as ContentEncoding[];
  const encoding = chooseEncoding(req.headers['accept-encoding'], available);
  const size = file.sizes[encoding];
  if (size === undefined) {
    res
      .writeHead(406, { 'content-type': 'text/plain; charset=utf-8', vary: 'accept-encoding' })
      .end('Not acceptable\n');
    return;
  }
  const etag = `W/"${file.mtimeMs.toString(36)}-${size.toString(36)}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  const headers: Record<string, string | number> = {
    'content-type': contentTypeOf(file.path),
    'cache-control': url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    'x-content-type-options': 'nosniff',
    etag,
    ...(available.length > 1 ? { vary: 'accept-encoding' } : {}),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  };
  if (noneMatchHolds(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(`${file.path}${SUFFIX[encoding]}`), res);
}
