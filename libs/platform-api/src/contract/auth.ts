import { areaSchemas, defineCall } from './define-call';

/*
 * The auth API actions of doc 001 §7 (paths and most payloads not shown: Kickoff's choice, all under
 * /web-api/auth). Sign-in calls send the X-Fingerprint header, may answer 400 `PlatformError` with a
 * captcha code (100, 111, 112, 113: retry with X-Captcha), the fingerprint code 120 (refresh, retry once),
 * or AUTH_ERROR_CODES; on success they set the session cookie and answer `{ user_id, token }`.
 */

/** Kept in a chunk of their own: the first answer of an auth call loads them (zod with them). */
const schemas = areaSchemas(() => import('./auth.schemas').then((chunk) => chunk.authCallSchemas));

/** Base64 of the UTF-8 text: Kickoff's reading of "login and password (encoded)" (doc 001 §3). */
export function encodeCredential(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeCredential(encoded: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
}

export const authLogin = defineCall({
  name: 'authLogin',
  method: 'POST',
  path: '/web-api/auth/login',
  auth: 'none',
  schemas: schemas('authLogin'),
});

export const authLoginByPhone = defineCall({
  name: 'authLoginByPhone',
  method: 'POST',
  path: '/web-api/auth/login/phone',
  auth: 'none',
  schemas: schemas('authLoginByPhone'),
});

export const authLoginByToken = defineCall({
  name: 'authLoginByToken',
  method: 'POST',
  path: '/web-api/auth/login/token',
  auth: 'none',
  schemas: schemas('authLoginByToken'),
});

export const authLoginBySocial = defineCall({
  name: 'authLoginBySocial',
  method: 'POST',
  path: '/web-api/auth/login/social',
  auth: 'none',
  schemas: schemas('authLoginBySocial'),
});

export const authLoginBySms = defineCall({
  name: 'authLoginBySms',
  method: 'POST',
  path: '/web-api/auth/login/sms',
  auth: 'none',
  schemas: schemas('authLoginBySms'),
});

export const authSendSms = defineCall({
  name: 'authSendSms',
  method: 'POST',
  path: '/web-api/auth/sms/send',
  auth: 'none',
  schemas: schemas('authSendSms'),
});

export const authTwoStep = defineCall({
  name: 'authTwoStep',
  method: 'POST',
  path: '/web-api/auth/two-step',
  auth: 'none',
  schemas: schemas('authTwoStep'),
});

export const authSocialTwoStep = defineCall({
  name: 'authSocialTwoStep',
  method: 'POST',
  path: '/web-api/auth/social/two-step',
  auth: 'none',
  schemas: schemas('authSocialTwoStep'),
});

export const authOauth = defineCall({
  name: 'authOauth',
  method: 'GET',
  path: '/web-api/auth/oauth/:network',
  auth: 'none',
  schemas: schemas('authOauth'),
});

export const authDisconnect = defineCall({
  name: 'authDisconnect',
  method: 'POST',
  path: '/web-api/auth/disconnect',
  auth: 'none',
  schemas: schemas('authDisconnect'),
});

export const authRights = defineCall({
  name: 'authRights',
  method: 'GET',
  path: '/web-api/auth/rights',
  auth: 'none',
  schemas: schemas('authRights'),
});

export const authSessionCheck = defineCall({
  name: 'authSessionCheck',
  method: 'GET',
  path: '/web-api/auth/session-check',
  headers: { 'Cache-Control': 'no-cache' },
  auth: 'none',
  schemas: schemas('authSessionCheck'),
});

export const authCalls = [
  authLogin,
  authLoginByPhone,
  authLoginByToken,
  authLoginBySocial,
  authLoginBySms,
  authSendSms,
  authTwoStep,
  authSocialTwoStep,
  authOauth,
  authDisconnect,
  authRights,
  authSessionCheck,
] as const;

export type { SocialNetwork, LoginAnswer } from './auth.schemas';
