/** A device fingerprint as it is kept in local storage: the shape the HTTP layer reads (`X-Fingerprint`). */
export interface FingerprintRecord {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
  data?: unknown;
}

/** Epoch ms from epoch ms, epoch seconds or an ISO date; undefined for anything else. */
function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

/** SES-064: the script's result read as token, expiresAt and data; null when token or expiry is unusable. */
export function readFingerprintResult(raw: unknown): FingerprintRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { token, expiresAt, data } = raw as Record<string, unknown>;
  const expiry = toEpochMs(expiresAt);
  if (typeof token !== 'string' || token.trim() === '' || expiry === undefined) return null;
  return data === undefined ? { token, expiresAt: expiry } : { token, expiresAt: expiry, data };
}

/** SES-066: valid only when the token exists and its expiry lies in the future. */
export function isFingerprintValid(record: Partial<FingerprintRecord> | null | undefined, now: number): boolean {
  return (
    typeof record?.token === 'string' &&
    record.token !== '' &&
    typeof record.expiresAt === 'number' &&
    record.expiresAt > now
  );
}
