import type { IncomingMessage } from 'node:http';
import {
  AUTH_ERROR_CODES,
  authLogin,
  deviceFingerprint,
  encodeCredential,
  FINGERPRINT_HEADER,
} from '@kickoff/platform-api';

export interface SignInPost {
  login: string;
  password: string;
  remember: boolean;
}

export type SignInResult =
  { ok: true; setCookies: string[] } | { ok: false; error: 'wrong-credentials' | 'failed'; cause?: unknown };

const TIMEOUT_MS = 10_000;

/**
 * The calls the browser would make, made for a browser whose scripts have not run: its cookies, address and
 * user agent go along, as through the platform proxy. The device fingerprint the platform wants with a sign-in
 * is asked for with what the server knows of the device (no script ran to collect more).
 */
export async function signInOnPlatform(
  platformUrl: string,
  req: IncomingMessage,
  post: SignInPost,
): Promise<SignInResult> {
  const base = platformUrl.replace(/\/$/, '');
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-app-n': 'kickoff-web-server',
    'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
    'x-forwarded-host': req.headers.host ?? '',
    ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
    ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
  };
  const call = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  try {
    const components = {
      agent: req.headers['user-agent'] ?? null,
      languages: req.headers['accept-language'] ?? null,
      script: 'none',
    };
    const fingerprint = await call(deviceFingerprint.path, { components });
    const { token } = (await fingerprint.json()) as { token?: unknown };
    if (!fingerprint.ok || typeof token !== 'string') return { ok: false, error: 'failed' };
    const answer = await call(
      authLogin.path,
      { login: encodeCredential(post.login.trim()), password: encodeCredential(post.password), save: post.remember },
      { [FINGERPRINT_HEADER]: token },
    );
    if (answer.ok) return { ok: true, setCookies: answer.headers.getSetCookie() };
    const { error_code: code } = (await answer.json().catch(() => ({}))) as { error_code?: unknown };
    return {
      ok: false,
      error: answer.status === 400 && code === AUTH_ERROR_CODES.wrongCredentials ? 'wrong-credentials' : 'failed',
    };
  } catch (cause) {
    return { ok: false, error: 'failed', cause };
  }
}
