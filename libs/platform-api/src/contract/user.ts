import { areaSchemas, defineCall } from './define-call';

/*
 * User and session calls of the web API (doc 000 §7, doc 001 §7). Calls only a signed-in user makes
 * carry the bearer token; the others ride on the platform's session cookie like `gettoken` does.
 */

const NO_CACHE = { 'Cache-Control': 'no-cache' } as const;

/** Kept in a chunk of their own: the first answer of a user call loads them (zod with them). */
const schemas = areaSchemas(() => import('./user.schemas').then((chunk) => chunk.userCallSchemas));

export const getToken = defineCall({
  name: 'getToken',
  method: 'GET',
  path: '/web-api/user/gettoken',
  auth: 'none',
  schemas: schemas('getToken'),
});

export const termsStatus = defineCall({
  name: 'termsStatus',
  method: 'GET',
  path: '/web-api/api-v3/v2/user/agreement-rules/status',
  auth: 'token',
  schemas: schemas('termsStatus'),
});

export const termsRules = defineCall({
  name: 'termsRules',
  method: 'GET',
  path: '/web-api/api-v3/v2/user/agreement-rules',
  auth: 'token',
  schemas: schemas('termsRules'),
});

export const termsConfirm = defineCall({
  name: 'termsConfirm',
  method: 'POST',
  path: '/web-api/api-v3/v2/user/agreement-rules/confirm',
  auth: 'token',
  schemas: schemas('termsConfirm'),
});

export const sessionCheck = defineCall({
  name: 'sessionCheck',
  method: 'GET',
  path: '/web-api/user/check-session',
  headers: NO_CACHE,
  auth: 'none',
  schemas: schemas('sessionCheck'),
});

export const sessionLoad = defineCall({
  name: 'sessionLoad',
  method: 'GET',
  path: '/web-api/session',
  headers: NO_CACHE,
  responseType: 'text',
  auth: 'none',
  schemas: schemas('sessionLoad'),
});

export const policyLogo = defineCall({
  name: 'policyLogo',
  method: 'GET',
  path: '/web-api/policy/logo.agif',
  responseType: 'blob',
  auth: 'none',
  schemas: schemas('policyLogo'),
});

export const userConfig = defineCall({
  name: 'userConfig',
  method: 'GET',
  path: '/web-api/user/config',
  headers: NO_CACHE,
  auth: 'token',
  schemas: schemas('userConfig'),
});

export const userSecureData = defineCall({
  name: 'userSecureData',
  method: 'GET',
  path: '/web-api/user/secure-data',
  headers: NO_CACHE,
  auth: 'none',
  schemas: schemas('userSecureData'),
});

export const realityCheck = defineCall({
  name: 'realityCheck',
  method: 'POST',
  path: '/web-api/api/web/user/v1/reality-check',
  responseType: 'empty',
  auth: 'token',
  schemas: schemas('realityCheck'),
});

export const cookiesAgreeTime = defineCall({
  name: 'cookiesAgreeTime',
  method: 'POST',
  path: '/web-api/user/cookies-agree-time',
  responseType: 'empty',
  auth: 'token',
  schemas: schemas('cookiesAgreeTime'),
});

export const phoneCountries = defineCall({
  name: 'phoneCountries',
  method: 'GET',
  path: '/web-api/user/phone-countries',
  auth: 'none',
  schemas: schemas('phoneCountries'),
});

export const phoneMasks = defineCall({
  name: 'phoneMasks',
  method: 'GET',
  path: '/web-api/user/phone-masks',
  auth: 'none',
  schemas: schemas('phoneMasks'),
});

export const deviceFingerprint = defineCall({
  name: 'deviceFingerprint',
  method: 'POST',
  path: '/web-api/fingerprint',
  auth: 'none',
  schemas: schemas('deviceFingerprint'),
});

export const fingerprintScript = defineCall({
  name: 'fingerprintScript',
  method: 'GET',
  path: '/web-api/fingerprint/script.js',
  responseType: 'blob',
  auth: 'none',
  schemas: schemas('fingerprintScript'),
});

export const userCalls = [
  getToken,
  termsStatus,
  termsRules,
  termsConfirm,
  sessionCheck,
  sessionLoad,
  policyLogo,
  userConfig,
  userSecureData,
  realityCheck,
  cookiesAgreeTime,
  phoneCountries,
  phoneMasks,
  deviceFingerprint,
  fingerprintScript,
] as const;

export type {
  ProtectionMethods,
  UserData,
  UserConfig,
  TermsItem,
  PhoneCountry,
  PhoneMask,
  Fingerprint,
  RealityCheckAction,
  RealityCheckBody,
} from './user.schemas';
