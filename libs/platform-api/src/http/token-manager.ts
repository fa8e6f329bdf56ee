import type { AnyCallDefinition } from '../contract/define-call';
import type { PlatformEnvironment } from './environment';
import { USER_TOKEN_COOKIE } from './environment';
import { isTokenValid, tokenExpiry } from './jwt';
import type { PlatformError } from './platform-error';
import { send } from './send';

/** API-005: a token request in flight (or just finished) is shared for this long. */
export const TOKEN_REQUEST_SHARE_MS = 60_000;

export interface TokenManager {
  /** A valid token: the saved one (API-004), else one fetched with force_refresh=true (API-003). */
  get(signal?: AbortSignal): Promise<{ token: string } | { error: PlatformError }>;
  /** API-008: forget the saved token (and any shared request) so the next `get` fetches a new one. */
  invalidate(): void;
}

export function createTokenManager(env: PlatformEnvironment, getTokenCall: AnyCallDefinition): TokenManager {
  let shared: { startedAt: number; promise: Promise<{ token: string } | { error: PlatformError }> } | undefined;

  const save = (token: string) => {
    const exp = tokenExpiry(token);
    // API-007: the cookie lives exactly as long as the token.
    env.cookies.set(USER_TOKEN_COOKIE, token, {
      path: '/',
      ...(exp !== undefined ? { expires: new Date(exp * 1000) } : {}),
    });
  };

  const fetchToken = async (): Promise<{ token: string } | { error: PlatformError }> => {
    const before = env.cookies.get(USER_TOKEN_COOKIE);
    // No abort signal: the request is shared, one caller leaving must not cancel it for the others.
    const outcome = await send(env, { call: getTokenCall, query: { force_refresh: true } }, {});
    // A sign-in answered while this request was on its way saved the player's token: a visitor's token arriving
    // after it must not replace it (the next call would go out anonymous and the session check sign them out).
    const meanwhile = env.cookies.get(USER_TOKEN_COOKIE);
    if (meanwhile !== before && isTokenValid(meanwhile, env.clock.now())) return { token: meanwhile };
    if (!outcome.ok) return { error: outcome.error };
    const token = (outcome.data as { token: string }).token;
    if (!isTokenValid(token, env.clock.now())) {
      return {
        error: {
          kind: 'invalid-answer',
          status: 'INVALID_ANSWER',
          call: getTokenCall.name,
          issues: [{ path: 'token', message: 'token has no future exp claim' }],
        },
      };
    }
    save(token);
    return { token };
  };

  return {
    async get() {
      const saved = env.cookies.get(USER_TOKEN_COOKIE);
      if (isTokenValid(saved, env.clock.now())) return { token: saved };
      const now = env.clock.now();
      if (!shared || now - shared.startedAt >= TOKEN_REQUEST_SHARE_MS) {
        const promise = fetchToken();
        shared = { startedAt: now, promise };
        // A failed request is not worth sharing: the next caller may try again.
        void promise.then((result) => {
          if ('error' in result && shared?.promise === promise) shared = undefined;
        });
      }
      return shared.promise;
    },
    invalidate() {
      env.cookies.remove(USER_TOKEN_COOKIE, { path: '/' });
      shared = undefined;
    },
  };
}
