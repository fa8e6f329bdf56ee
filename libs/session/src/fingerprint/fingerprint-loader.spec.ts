import { createPlatformClient, FINGERPRINT_STORAGE_KEY } from '@kickoff/platform-api';
import {
  createManualClock,
  createManualTimers,
  memoryCookies,
  memoryStorage,
  type KeyValueStorage,
  type ScriptLoader,
} from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { fakeScriptLoader, type FakeScript } from '../testing/fake-script-loader';
import { FINGERPRINT_GLOBAL, FINGERPRINT_RESULT_TIMEOUT_MS, createFingerprintLoader } from './fingerprint-loader';

const NOW = Date.UTC(2026, 5, 1, 12);
const SRC = 'https://fp.kickoff-cdn.test/fingerprint.js';
const HOUR = 3_600_000;

/** A fingerprint script that answers `result` (or runs `get` as given). */
const scriptAnswering =
  (get: () => unknown): FakeScript =>
  (define) =>
    define(FINGERPRINT_GLOBAL, { get });

function setUp(script: FakeScript | undefined, storage: KeyValueStorage = memoryStorage()) {
  const clock = createManualClock(NOW);
  const timers = createManualTimers();
  const logs: { message: string; detail: unknown }[] = [];
  const scripts = fakeScriptLoader(script ? { [SRC]: script } : {});
  const loader = createFingerprintLoader({
    scripts: scripts.loader,
    scriptSrc: SRC,
    storage,
    clock,
    timers,
    log: (message, detail) => void logs.push({ message, detail }),
  });
  return { loader, scripts, storage, clock, timers, logs, messages: () => logs.map((entry) => entry.message) };
}

describe('device fingerprint', () => {
  it('[SES-064] loads the script from its external path, runs it and reads token, expiresAt and data', async () => {
    const s = setUp(scriptAnswering(async () => ({ token: 'fp-1', expiresAt: NOW + HOUR, data: { canvas: 'a1b2' } })));
    await expect(s.loader.loadFingerprint()).resolves.toEqual({
      token: 'fp-1',
      expiresAt: NOW + HOUR,
      data: { canvas: 'a1b2' },
    });
    expect(s.scripts.loaded).toEqual([SRC]);
    expect(s.logs).toEqual([]);
  });

  it('[SES-065] stores the result in local storage under the key the HTTP layer reads for X-Fingerprint', async () => {
    const s = setUp(
      scriptAnswering(async () => ({ token: 'fp-1', expiresAt: new Date(NOW + HOUR).toISOString(), data: 'd' })),
    );
    await s.loader.loadFingerprint();
    expect(JSON.parse(s.storage.getItem(FINGERPRINT_STORAGE_KEY)!)).toEqual({
      token: 'fp-1',
      expiresAt: NOW + HOUR,
      data: 'd',
    });
    const platform = createPlatformClient({
      origin: '',
      appName: 'kickoff-web',
      clock: s.clock,
      cookies: memoryCookies(s.clock),
      storage: s.storage,
    });
    expect(platform.fingerprint.current()).toBe('fp-1');
  });

  it('[SES-066] a stored fingerprint that is still valid is used as it is: no script is loaded', async () => {
    const storage = memoryStorage({ [FINGERPRINT_STORAGE_KEY]: JSON.stringify({ token: 'kept', expiresAt: NOW + 1 }) });
    const s = setUp(
      scriptAnswering(async () => ({ token: 'new', expiresAt: NOW + HOUR })),
      storage,
    );
    await expect(s.loader.loadFingerprint()).resolves.toMatchObject({ token: 'kept' });
    expect(s.scripts.loaded).toEqual([]);
  });

  it('[SES-066] an expired or token-less stored fingerprint does not count: the script runs again', async () => {
    for (const stored of [
      { token: 'old', expiresAt: NOW },
      { token: '', expiresAt: NOW + HOUR },
      { expiresAt: NOW + HOUR },
      'garbage',
    ]) {
      const storage = memoryStorage({ [FINGERPRINT_STORAGE_KEY]: JSON.stringify(stored) });
      const s = setUp(
        scriptAnswering(async () => ({ token: 'new', expiresAt: NOW + HOUR })),
        storage,
      );
      expect(s.loader.current()).toBeNull();
      await expect(s.loader.loadFingerprint()).resolves.toMatchObject({ token: 'new' });
      expect(s.scripts.loaded).toEqual([SRC]);
    }
  });

  it('[SES-066] the fingerprint stops counting when its expiry passes', async () => {
    const s = setUp(scriptAnswering(async () => ({ token: 'fp-1', expiresAt: NOW + HOUR })));
    await s.loader.loadFingerprint();
    expect(s.loader.current()?.token).toBe('fp-1');
    s.clock.advance(HOUR);
    expect(s.loader.current()).toBeNull();
  });

  it('[SES-064] a script already on the page is run without loading it again; a forced load runs it anew', async () => {
    let runs = 0;
    const s = setUp(scriptAnswering(async () => ({ token: `fp-${++runs}`, expiresAt: NOW + HOUR })));
    await s.loader.loadFingerprint();
    await expect(s.loader.loadFingerprint({ force: true })).resolves.toMatchObject({ token: 'fp-2' });
    expect(s.scripts.loaded).toEqual([SRC]);
  });

  it('[SES-067] each kind of failure is logged and stores nothing', async () => {
    const cases: [FakeScript | undefined, string][] = [
      [undefined, 'fingerprint: the script could not be loaded'],
      [() => undefined, `fingerprint: the script defined no ${FINGERPRINT_GLOBAL}.get()`],
      [scriptAnswering(async () => Promise.reject(new Error('canvas blocked'))), 'fingerprint: the script failed'],
      [
        scriptAnswering(() => {
          throw new Error('sync boom');
        }),
        'fingerprint: the script failed',
      ],
      [scriptAnswering(async () => ({ expiresAt: NOW + HOUR })), 'fingerprint: the result has no token or expiresAt'],
      [
        scriptAnswering(async () => ({ token: 'fp', expiresAt: 'soon' })),
        'fingerprint: the result has no token or expiresAt',
      ],
      [
        scriptAnswering(async () => ({ token: 'fp', expiresAt: NOW - 1 })),
        'fingerprint: the result has already expired',
      ],
    ];
    for (const [script, message] of cases) {
      const s = setUp(script);
      await expect(s.loader.loadFingerprint()).resolves.toBeNull();
      expect(s.messages()).toEqual([message]);
      expect(s.storage.getItem(FINGERPRINT_STORAGE_KEY)).toBeNull();
      expect(s.loader.failures()).toBe(1);
    }
  });

  it('[SES-067] a script that never answers fails after the time limit, logged', async () => {
    const s = setUp(scriptAnswering(() => new Promise(() => undefined)));
    const load = s.loader.loadFingerprint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    s.timers.advance(FINGERPRINT_RESULT_TIMEOUT_MS);
    await expect(load).resolves.toBeNull();
    expect(s.messages()).toEqual(['fingerprint: the script did not answer in time']);
  });

  it('[API-014] [API-015] [SES-067] after 2 failures in a row only a forced load tries again; a success resets the count', async () => {
    let answer: unknown = { token: '' };
    const s = setUp(scriptAnswering(async () => answer));
    await s.loader.loadFingerprint();
    await s.loader.loadFingerprint();
    expect(s.loader.failures()).toBe(2);
    await expect(s.loader.loadFingerprint()).resolves.toBeNull();
    expect(s.messages()).toHaveLength(2);

    answer = { token: 'fp-ok', expiresAt: NOW + HOUR };
    await expect(s.loader.loadFingerprint({ force: true })).resolves.toMatchObject({ token: 'fp-ok' });
    expect(s.loader.failures()).toBe(0);
  });

  it('[SES-067] a script that throws on its run (JSON or a page served in its place) is caught and logged, never uncaught', async () => {
    // What a browser does with `{"error": …}` loaded as a script: the load succeeds, then its run throws a
    // SyntaxError, reported on the window as uncaught unless something takes it off (cancels the report).
    const reports: boolean[] = [];
    const scripts: ScriptLoader = {
      load: async (src) => {
        const syntaxError = new SyntaxError("Unexpected token ':'");
        const report = new ErrorEvent('error', {
          cancelable: true,
          filename: new URL(src, window.location.href).href,
          message: `Uncaught ${syntaxError}`,
          error: syntaxError,
        });
        reports.push(window.dispatchEvent(report));
      },
      global: () => undefined,
    };
    const storage = memoryStorage();
    const logs: { message: string; detail: unknown }[] = [];
    const loader = createFingerprintLoader({
      scripts,
      scriptSrc: '/web-api/fingerprint/script.js',
      scriptErrors: window,
      storage,
      clock: createManualClock(NOW),
      timers: createManualTimers(),
      log: (message, detail) => void logs.push({ message, detail }),
    });
    await expect(loader.loadFingerprint()).resolves.toBeNull();
    expect(reports).toEqual([false]);
    expect(logs).toEqual([
      { message: 'fingerprint: the script failed to run', detail: expect.objectContaining({ name: 'SyntaxError' }) },
    ]);
    expect(storage.getItem(FINGERPRINT_STORAGE_KEY)).toBeNull();
  });

  it('an error of another script on the page is left to the page', async () => {
    // A window of its own: the test runner treats every uncancelled error on the real one as a failure.
    const page = new EventTarget();
    const reports: boolean[] = [];
    const scripts: ScriptLoader = {
      load: async () => {
        const report = new ErrorEvent('error', {
          cancelable: true,
          filename: 'http://kickoff.test/assets/other.js',
          message: 'boom',
          error: new Error('boom'),
        });
        reports.push(page.dispatchEvent(report));
      },
      global: () => undefined,
    };
    const logs: string[] = [];
    const loader = createFingerprintLoader({
      scripts,
      scriptSrc: SRC,
      scriptErrors: page,
      storage: memoryStorage(),
      clock: createManualClock(NOW),
      timers: createManualTimers(),
      log: (message) => void logs.push(message),
    });
    await loader.loadFingerprint();
    expect(reports).toEqual([true]);
    expect(logs).toEqual([`fingerprint: the script defined no ${FINGERPRINT_GLOBAL}.get()`]);
  });

  it('loads at the same time share one run of the script', async () => {
    let runs = 0;
    const s = setUp(scriptAnswering(async () => ({ token: `fp-${++runs}`, expiresAt: NOW + HOUR })));
    const [a, b] = await Promise.all([
      s.loader.loadFingerprint({ force: true }),
      s.loader.loadFingerprint({ force: true }),
    ]);
    expect(a).toEqual(b);
    expect(runs).toBe(1);
  });
});
