import { HttpError } from './http-error';

/** JSON from a request body, or a 400 that says what was wrong with it. */
export function parseJson(body: Buffer): unknown {
  if (body.length === 0) throw new HttpError(400, 'a JSON body is required');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new HttpError(400, `malformed JSON: ${(error as Error).message}`);
  }
}

export function parseJsonObject(body: Buffer): Record<string, unknown> {
  const value = parseJson(body);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, 'the JSON body must be an object');
  return value as Record<string, unknown>;
}
