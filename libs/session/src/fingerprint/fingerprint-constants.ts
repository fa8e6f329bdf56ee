/** The global the fingerprint script defines: `window.KickoffFingerprint.get(): Promise<{ token, expiresAt, data }>`. */
export const FINGERPRINT_GLOBAL = 'KickoffFingerprint';

/** A script that has not answered after this long has failed (Kickoff's choice: the spec gives no limit). */
export const FINGERPRINT_RESULT_TIMEOUT_MS = 10_000;
