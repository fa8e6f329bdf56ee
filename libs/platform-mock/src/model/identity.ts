import { type ModelContext, nextId, nowSeconds } from './context';
import { hashNumbers } from './random';
import type { Session } from './state';
import { ANONYMOUS_SUBJECT, TOKEN_LIFETIME_SECONDS, decodeToken, encodeToken, type TokenClaims } from './tokens';
import type { User } from './users';

export type TokenCheck =
  | { ok: true; claims: TokenClaims; user: User | undefined }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'session-ended' };

function secret(context: ModelContext): string {
  return `kickoff-mock-${context.state.seed}`;
}

export function findUserById(context: ModelContext, id: number | string): User | undefined {
  return Object.values(context.state.users).find((user) => String(user.id) === String(id));
}

export function startSession(context: ModelContext, user: User): Session {
  const number = nextId(context, 'session');
  const id = `s${number}-${hashNumbers(context.state.seed, number, user.id).toString(36)}`;
  const session = { id, userId: user.id, createdAt: context.clock.now(), lastSeenAt: context.clock.now() };
  context.state.sessions[id] = session;
  return session;
}

export function endSession(context: ModelContext, sessionId: string): void {
  delete context.state.sessions[sessionId];
}

/** A session nobody used for this long is over, as on the real platform; every call on it moves the end on. */
export const SESSION_IDLE_LIFETIME_MS = 30 * 60 * 1000;

export function sessionUser(context: ModelContext, sessionId: string | undefined): User | undefined {
  const session = sessionId ? context.state.sessions[sessionId] : undefined;
  if (!session) return undefined;
  const now = context.clock.now();
  if (now - session.lastSeenAt >= SESSION_IDLE_LIFETIME_MS) {
    endSession(context, session.id);
    return undefined;
  }
  session.lastSeenAt = now;
  return findUserById(context, session.userId);
}

/** A token for the session (or an anonymous one): `exp` is now + 15 min by the model clock. */
export function issueToken(context: ModelContext, session: Session | undefined): string {
  const number = nextId(context, 'token');
  const iat = nowSeconds(context);
  const claims: TokenClaims = {
    sub: session ? String(session.userId) : ANONYMOUS_SUBJECT,
    sid: session?.id ?? `anonymous-${number}`,
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    jti: `t${number}`,
  };
  context.state.tokens[claims.jti] = { sub: claims.sub, sid: claims.sid, exp: claims.exp };
  return encodeToken(claims, secret(context));
}

/** Only tokens this model issued, unexpired, and whose session still exists (logout ends them). */
export function checkToken(context: ModelContext, token: string | undefined): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const claims = decodeToken(token, secret(context));
  if (!claims || !context.state.tokens[claims.jti]) return { ok: false, reason: 'unknown' };
  if (claims.exp <= nowSeconds(context)) return { ok: false, reason: 'expired' };
  if (claims.sub === ANONYMOUS_SUBJECT) return { ok: true, claims, user: undefined };
  const user = sessionUser(context, claims.sid);
  return user ? { ok: true, claims, user } : { ok: false, reason: 'session-ended' };
}
