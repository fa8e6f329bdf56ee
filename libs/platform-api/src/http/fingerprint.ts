import { readJson, writeJson } from '@kickoff/runtime';
import type { AnyCallDefinition } from '../contract/define-call';
import type { PlatformEnvironment } from './environment';
import { send } from './send';

/** API-014: after this many failed attempts in a row, only a forced refresh tries again. */
export const FINGERPRINT_ATTEMPT_LIMIT = 2;
export const FINGERPRINT_STORAGE_KEY = 'kickoff_fingerprint';

interface StoredFingerprint {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
  data?: unknown;
}

export interface FingerprintService {
  /** The saved, unexpired fingerprint token, if any. */
  current(): string | undefined;
  /** Fetches a new fingerprint; skipped (undefined) once the failure counter hit the limit, unless forced (API-015). */
  refresh(options?: { force?: boolean }): Promise<string | undefined>;
  /** Failed attempts since the last success. */
  failures(): number;
}

function acceptStored(raw: unknown): StoredFingerprint | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { token, expiresAt } = raw as Partial<StoredFingerprint>;
  return typeof token === 'string' && typeof expiresAt === 'number' ? (raw as StoredFingerprint) : undefined;
}

function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value; // seconds or ms
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

export function createFingerprintService(
  env: PlatformEnvironment,
  fingerprintCall: AnyCallDefinition,
): FingerprintService {
  let failedAttempts = 0;
  let inFlight: Promise<string | undefined> | undefined;

  const current = () => {
    const stored = readJson<StoredFingerprint | undefined>(
      env.storage,
      FINGERPRINT_STORAGE_KEY,
      acceptStored,
      undefined,
    );
    return stored && stored.expiresAt > env.clock.now() ? stored.token : undefined;
  };

  const attempt = async () => {
    const outcome = await send(
      env,
      { call: fingerprintCall, body: { components: env.deviceComponents?.() ?? {} } },
      {},
    );
    const answer = outcome.ok ? (outcome.data as { token?: unknown; expiresAt?: unknown; data?: unknown }) : undefined;
    const expiresAt = toEpochMs(answer?.expiresAt);
    if (!answer || typeof answer.token !== 'string' || expiresAt === undefined) {
      failedAttempts += 1;
      env.log?.('fingerprint: refresh failed', outcome.ok ? 'answer without token/expiresAt' : outcome.error);
      return undefined;
    }
    failedAttempts = 0;
    writeJson(env.storage, FINGERPRINT_STORAGE_KEY, { token: answer.token, expiresAt, data: answer.data });
    return answer.token;
  };

  return {
    current,
    failures: () => failedAttempts,
    refresh({ force = false } = {}) {
      if (!force && failedAttempts >= FINGERPRINT_ATTEMPT_LIMIT) return Promise.resolve(undefined);
      inFlight ??= attempt().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
