import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { ContentEncoding } from './accept-encoding';

/**
 * A compressor for HTML made while it streams: every write is flushed, so the head and the page's first part
 * reach the browser at once instead of waiting for the compressor's window to fill. Brotli 5 and gzip 6 cost
 * a few milliseconds per page; the best levels are for the prebuilt assets.
 */
export function streamingCompressor(encoding: Exclude<ContentEncoding, 'identity'>): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
}
