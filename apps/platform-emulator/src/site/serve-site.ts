import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/http-error';
import { send } from '../http/send';
import { contentTypeOf } from './content-types';
import { locateSiteFile } from './locate-file';
import { pageAnswerFor } from './page-answer';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) must be revalidated, or a new build would meet an old page. */
const REVALIDATE = 'no-cache';

export interface SiteOptions {
  /** The built site (dist/apps/web). */
  siteDir: string;
  /** The site config page addresses are judged by, read per request so a patched model counts at once. */
  siteConfig: () => unknown;
}

/** An address without an extension is a page of the site, not a file. */
function isPageAddress(segments: readonly string[]): boolean {
  return !(segments.at(-1) ?? '').includes('.');
}

/**
 * Serves the built site: static files; for page addresses the route table's answer (redirect, or index.html
 * with 200 or 404); HEAD; conditional GET.
 */
export async function serveSite(req: IncomingMessage, res: ServerResponse, site: SiteOptions, segments: readonly string[]): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new HttpError(405, `method ${req.method} is not allowed on site files`, { allow: 'GET, HEAD' });
  }
  const file = await locateSiteFile(site.siteDir, segments);
  const isStaticFile = file !== null && !file.isFallback && segments.length > 0;
  const answer = !isStaticFile && isPageAddress(segments) ? pageAnswerFor(req, site.siteConfig()) : { status: 200 as const };
  if ('location' in answer) {
    // Not cached: the emulator's settings change between tests, and a browser keeps a 301 for good.
    send(res, answer.status, '', { location: answer.location, 'cache-control': REVALIDATE });
    return;
  }
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
  if (answer.status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  // The not-found page is index.html too: the site renders it, the status tells crawlers the truth.
  res.writeHead(answer.status, { ...headers, 'content-length': file.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(file.path), res);
}
