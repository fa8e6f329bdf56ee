/**
 * Device fingerprint (SES-064 … SES-067; SES-068's 8 s start-up timer calls `loadFingerprint`).
 *
 * The fingerprint comes from a script loaded from an external path (`FingerprintPorts.scriptSrc`) through the
 * `ScriptLoader` port. The script's contract (Kickoff's: the spec names neither global nor function):
 *
 * ```ts
 * window.KickoffFingerprint = {
 *   // token: non-empty string; expiresAt: epoch ms, epoch seconds or an ISO date; data: anything, kept as is.
 *   get(): Promise<{ token: string; expiresAt: number | string; data?: unknown }>;
 * };
 * ```
 *
 * The result is stored in local storage under `FINGERPRINT_STORAGE_KEY` of @kickoff/platform-api as
 * `{ token, expiresAt (epoch ms), data }`, the key and shape the HTTP layer reads for `X-Fingerprint`. A stored
 * fingerprint counts only while its token exists and `expiresAt` lies in the future. Every failure (script not
 * loaded, no global, `get()` rejected or silent for FINGERPRINT_RESULT_TIMEOUT_MS, no token, bad or past expiry)
 * is logged; after FINGERPRINT_ATTEMPT_LIMIT failures in a row only a forced load tries again.
 */
export { FINGERPRINT_GLOBAL, FINGERPRINT_RESULT_TIMEOUT_MS } from './fingerprint-constants';
export { isFingerprintValid, readFingerprintResult } from './fingerprint-domain';
export type { FingerprintRecord } from './fingerprint-domain';
export { createFingerprintLoader } from './fingerprint-loader';
export type { FingerprintLoader } from './fingerprint-loader';
export type { FingerprintPorts, ScriptLoader } from './fingerprint-ports';
