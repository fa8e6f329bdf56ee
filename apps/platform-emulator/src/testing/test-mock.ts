import { createManualClock } from '@kickoff/runtime';
import type { PlatformMock, PlatformStatePatch, RecordedRequest } from '@kickoff/platform-mock';
import { http, HttpResponse, passthrough } from 'msw';

const START = Date.UTC(2026, 5, 1, 12);

interface TestState {
  blockReason: number | null;
  termsChanged: boolean;
}

/**
 * A small PlatformMock made of real MSW handlers: the emulator is tested against the interface,
 * not against @kickoff/platform-mock's model, whose behaviour has its own tests.
 */
export function createTestMock(): PlatformMock {
  const clock = createManualClock(START);
  let state: TestState = { blockReason: null, termsChanged: false };
  let log: RecordedRequest[] = [];
  const record = (call: string, request: Request) =>
    log.push({
      call,
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: undefined,
      at: clock.now(),
    });

  const handlers = [
    http.get('*/web-api/session', ({ request }) => {
      record('session', request);
      return HttpResponse.json(
        { authorized: false },
        {
          headers: [
            ['Set-Cookie', 'session=abc; Path=/; HttpOnly'],
            ['Set-Cookie', 'lang=ru; Path=/; SameSite=Lax'],
            ['X-Platform', 'emulated'],
          ],
        },
      );
    }),
    http.post('*/web-api/echo', async ({ request }) =>
      HttpResponse.json({
        method: request.method,
        url: request.url,
        body: await request.text(),
        contentType: request.headers.get('content-type'),
        cookie: request.headers.get('cookie'),
        requestedWith: request.headers.get('x-requested-with'),
        appN: request.headers.get('x-app-n'),
      }),
    ),
    http.post('*/bff-api/json', async ({ request }) => {
      try {
        return HttpResponse.json({ received: await request.json() });
      } catch {
        return HttpResponse.json({ error_code: 400, error_message: 'malformed JSON' }, { status: 400 });
      }
    }),
    // Relative: resolved against the request's own origin by the emulator.
    http.get('/limit-service-api/limits', () => HttpResponse.json({ limits: [] })),
    http.get('*/web-api/state', () => HttpResponse.json({ ...state, now: clock.now() })),
    http.get('*/web-api/boom', () => {
      throw new Error('handler exploded');
    }),
    http.get('*/web-api/network-error', () => HttpResponse.error()),
    http.get('*/web-api/passthrough', () => passthrough()),
    http.get(
      '*/captcha',
      () =>
        new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'image/svg+xml' } }),
    ),
  ];

  return {
    handlers,
    clock,
    demoUsers: [
      { login: 'player1', password: 'secret1', scenario: 'An active player with <RUB> balance' },
      { login: 'blocked', password: 'secret2', scenario: 'A blocked account' },
    ],
    reset() {
      state = { blockReason: null, termsChanged: false };
      log = [];
      clock.set(START);
    },
    advanceClock: (ms) => clock.advance(ms),
    patchState(patch: PlatformStatePatch) {
      if (patch.blockReason !== undefined && patch.blockReason !== null && !Number.isInteger(patch.blockReason)) {
        throw new RangeError('blockReason must be an integer or null');
      }
      state = {
        blockReason: patch.blockReason === undefined ? state.blockReason : patch.blockReason,
        termsChanged: patch.termsChanged ?? state.termsChanged,
      };
    },
    snapshot: () => ({ ...state, now: clock.now() }),
    requests: (callName) => log.filter((entry) => callName === undefined || entry.call === callName),
    clearRequests: () => {
      log = [];
    },
  };
}
