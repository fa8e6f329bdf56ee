import type { CallDefinition } from '@kickoff/platform-api';
import type { z } from 'zod/mini';

export interface OkAnswer<B> {
  kind: 'ok';
  status?: number;
  body: B;
  setCookies?: string[];
}

export interface ErrorAnswer {
  kind: 'error';
  status: number;
  body: Record<string, unknown>;
  setCookies?: string[];
}

/** What a behaviour answers; the call handler checks it against the contract before it leaves. */
export type Answer<C extends CallDefinition = CallDefinition> = OkAnswer<z.input<C['response']>> | ErrorAnswer;

export function ok<B>(body: B, options: { status?: number; setCookies?: string[] } = {}): OkAnswer<B> {
  return { kind: 'ok', body, ...options };
}

/** The web API's error answer `{ error_code, error_message }` (contract PlatformErrorSchema). */
export function platformError(
  status: number,
  errorCode: number,
  message: string,
  extra: Record<string, unknown> = {},
  setCookies?: string[],
): ErrorAnswer {
  return {
    kind: 'error',
    status,
    body: { error_code: errorCode, error_message: message, ...extra },
    ...(setCookies ? { setCookies } : {}),
  };
}

/** The limit service's error answer `{ status, title }` (contract LimitErrorSchema). */
export function limitError(status: 400 | 403, title: string): ErrorAnswer {
  return { kind: 'error', status, body: { status, title } };
}

export function notFound(what: string): ErrorAnswer {
  return platformError(404, 404, `${what} not found`);
}

/**
 * A malformed request: both error shapes at once, so calls whose documented 400 is the limit service's
 * `{ status, title }` and calls with the web API's `{ error_code, error_message }` read it alike.
 */
export function badRequest(message: string): ErrorAnswer {
  return { kind: 'error', status: 400, body: { error_code: 400, error_message: message, status: 400, title: message } };
}

export function unauthorized(message: string): ErrorAnswer {
  return platformError(401, 401, message);
}
