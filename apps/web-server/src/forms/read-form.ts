import type { IncomingMessage } from 'node:http';

/** A sign-in or registration form is a few hundred bytes; anything much larger is not one of ours. */
export const FORM_BODY_LIMIT = 16 * 1024;

export const isUrlEncodedForm = (req: IncomingMessage): boolean =>
  (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** The posted fields, or null when the body is over the limit. The body is never logged, whole or in part. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BODY_LIMIT) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
