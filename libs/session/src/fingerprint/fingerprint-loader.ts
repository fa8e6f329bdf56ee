import { FINGERPRINT_ATTEMPT_LIMIT, FINGERPRINT_STORAGE_KEY } from '@kickoff/platform-api';
import {
  type Clock,
  type KeyValueStorage,
  readJson,
  type ScriptLoader,
  sleep,
  type Timers,
  writeJson,
} from '@kickoff/runtime';
import { isFingerprintValid, readFingerprintResult, type FingerprintRecord } from './fingerprint-domain';
import { loadScriptCatchingItsRun } from './script-run';

/** The global the fingerprint script defines: `window.KickoffFingerprint.get(): Promise<{ token, expiresAt, data }>`. */
export const FINGERPRINT_GLOBAL = 'KickoffFingerprint';

/** A script that has not answered after this long has failed (Kickoff's choice: the spec gives no limit). */
export const FINGERPRINT_RESULT_TIMEOUT_MS = 10_000;

export interface FingerprintDeps {
  scripts: ScriptLoader;
  /** The external path of the fingerprint script (SES-064). */
  scriptSrc: string;
  /** Where the page reports what its scripts throw (the window): a broken script's run is caught there (SES-067). */
  scriptErrors?: EventTarget | undefined;
  /** Local storage, the same one the platform client's `PlatformEnvironment.storage` is (SES-065). */
  storage: KeyValueStorage;
  clock: Clock;
  /** Runs the time limit of the script's answer. */
  timers: Timers;
  /** SES-067: every failure is logged here. */
  log?: (message: string, detail?: unknown) => void;
}

export interface FingerprintLoader {
  /**
   * Makes sure a valid fingerprint is stored: the stored one while it is valid, else the script's new result.
   * Null on failure (logged). After FINGERPRINT_ATTEMPT_LIMIT failures in a row only `force` tries again.
   */
  loadFingerprint(options?: { force?: boolean }): Promise<FingerprintRecord | null>;
  /** The stored fingerprint if it is valid (SES-066). */
  current(): FingerprintRecord | null;
  /** Failed attempts since the last success. */
  failures(): number;
}

class FingerprintFailure extends Error {
  constructor(
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

type FingerprintGet = () => unknown;

export function createFingerprintLoader(deps: FingerprintDeps): FingerprintLoader {
  let failedAttempts = 0;
  let inFlight: Promise<FingerprintRecord | null> | undefined;

  const current = () => {
    const stored = readJson<FingerprintRecord | null>(
      deps.storage,
      FINGERPRINT_STORAGE_KEY,
      (raw) => readFingerprintResult(raw) ?? undefined,
      null,
    );
    return stored && isFingerprintValid(stored, deps.clock.now()) ? stored : null;
  };

  const scriptGet = (): FingerprintGet | undefined => {
    const api = deps.scripts.global(FINGERPRINT_GLOBAL) as { get?: unknown } | null | undefined;
    return typeof api === 'object' && api !== null && typeof api.get === 'function'
      ? () => (api.get as FingerprintGet).call(api)
      : undefined;
  };

  const runScript = async (): Promise<unknown> => {
    let get = scriptGet();
    if (!get) {
      const run = await loadScriptCatchingItsRun(deps.scripts, deps.scriptSrc, deps.scriptErrors).catch(
        (error: unknown) => {
          throw new FingerprintFailure('fingerprint: the script could not be loaded', error);
        },
      );
      if (!run.ok) throw new FingerprintFailure('fingerprint: the script failed to run', run.error);
      get = scriptGet();
    }
    if (!get) throw new FingerprintFailure(`fingerprint: the script defined no ${FINGERPRINT_GLOBAL}.get()`);
    const stop = new AbortController();
    const timeout = sleep(FINGERPRINT_RESULT_TIMEOUT_MS, { timers: deps.timers, signal: stop.signal }).then(() => {
      throw new FingerprintFailure('fingerprint: the script did not answer in time');
    });
    try {
      return await Promise.race([Promise.resolve().then(get), timeout]);
    } catch (error) {
      throw error instanceof FingerprintFailure
        ? error
        : new FingerprintFailure('fingerprint: the script failed', error);
    } finally {
      stop.abort();
      timeout.catch(() => undefined);
    }
  };

  const attempt = async (): Promise<FingerprintRecord | null> => {
    try {
      const raw = await runScript();
      const record = readFingerprintResult(raw);
      if (!record) throw new FingerprintFailure('fingerprint: the result has no token or expiresAt', raw);
      if (!isFingerprintValid(record, deps.clock.now()))
        throw new FingerprintFailure('fingerprint: the result has already expired', record.expiresAt);
      writeJson(deps.storage, FINGERPRINT_STORAGE_KEY, record);
      failedAttempts = 0;
      return record;
    } catch (error) {
      failedAttempts += 1;
      const failure =
        error instanceof FingerprintFailure ? error : new FingerprintFailure('fingerprint: failed', error);
      deps.log?.(failure.message, failure.detail);
      return null;
    }
  };

  return {
    current,
    failures: () => failedAttempts,
    loadFingerprint({ force = false } = {}) {
      if (!force) {
        const stored = current();
        if (stored) return Promise.resolve(stored);
        if (failedAttempts >= FINGERPRINT_ATTEMPT_LIMIT) return Promise.resolve(null);
      }
      inFlight ??= attempt().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
