import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

/** 1 MiB: far above any platform call, small enough that a hostile upload cannot fill memory. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

function tooLarge(limit: number): HttpError {
  // The rest of the upload is not read: the connection is closed after the answer.
  return new HttpError(413, `request body exceeds ${limit} bytes`, { connection: 'close' });
}

/** Buffers the request body, refusing before reading when Content-Length already says it is too big. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onCutOff);
      req.off('close', onCutOff);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    // Either way the client went away mid-body: its problem, answered (if anyone listens) as a 400.
    const onCutOff = () => {
      stop();
      reject(new HttpError(400, 'request body was cut off'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onCutOff);
    req.on('close', onCutOff);
  });
}
