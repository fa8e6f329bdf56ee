import { decodeBase64Url, encodeBase64Url } from './base64url';
import { hashText } from './random';

/** Token lifetime: the client refreshes through gettoken when `exp` has passed. */
export const TOKEN_LIFETIME_SECONDS = 15 * 60;
export const ANONYMOUS_SUBJECT = 'anonymous';

export type TokenClaims = {
  /** User id as a string, or `anonymous`. */
  sub: string;
  /** Session the token belongs to: ending the session ends its tokens. */
  sid: string;
  iat: number;
  exp: number;
  /** Makes two tokens issued in the same second for the same session differ. */
  jti: string;
};

const HEADER = encodeBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * JWT-shaped (`header.payload.signature`) so the client's `exp` check (API-006) reads it like a real
 * one; the signature is a seeded hash, which is enough to tell our tokens from forged ones.
 */
export function encodeToken(claims: TokenClaims, secret: string): string {
  const payload = encodeBase64Url(JSON.stringify(claims));
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

export function decodeToken(token: string, secret: string): TokenClaims | undefined {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return undefined;
  if (sign(`${header}.${payload}`, secret) !== signature) return undefined;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Partial<TokenClaims>;
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.sid !== 'string' ||
      typeof claims.exp !== 'number' ||
      typeof claims.iat !== 'number'
    )
      return undefined;
    return { sub: claims.sub, sid: claims.sid, iat: claims.iat, exp: claims.exp, jti: String(claims.jti ?? '') };
  } catch {
    return undefined;
  }
}

function sign(content: string, secret: string): string {
  return encodeBase64Url(`${hashText(`${secret}:${content}`)}${hashText(`${content}:${secret}`)}`);
}
