import type { ModelContext } from '../model/context';
import { type TokenCheck, checkToken, sessionUser } from '../model/identity';
import type { User } from '../model/users';
import { SESSION_COOKIE } from './cookies';

export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

export interface Identity {
  user: User | undefined;
  sessionId: string | undefined;
}

export function identityFromToken(check: Extract<TokenCheck, { ok: true }>): Identity {
  return { user: check.user, sessionId: check.user ? check.claims.sid : undefined };
}

/**
 * Who a cookie-riding call comes from: the session cookie, as in the browser; unit tests in Node have no
 * cookie jar, so a valid bearer token (the one login answered) stands in for it.
 */
export function identityFromSession(model: ModelContext, request: Request, cookies: Record<string, string>): Identity {
  const sessionId = cookies[SESSION_COOKIE];
  const user = sessionUser(model, sessionId);
  if (user) return { user, sessionId };
  const check = checkToken(model, bearerToken(request));
  return check.ok ? identityFromToken(check) : { user: undefined, sessionId: undefined };
}
