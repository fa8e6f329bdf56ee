import { ANALYTICS_EVENT } from '@kickoff/contracts';
import { captchaGetTime, captchaUpdate, captchaValidate } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { createCaptchaSite, demoCaptchaAnswer } from '../../testing/captcha-site';
import { overridablePlatform } from '@kickoff/testing';
import { selectCaptcha } from './captcha-selectors';
import { captchaAnswerSubmitted, captchaClosed, captchaNewChallengeRequested } from './captcha-slice';

let platform = overridablePlatform();
beforeEach(() => {
  platform = overridablePlatform();
});

type Harness = ReturnType<typeof createCaptchaSite>;

const captchaOf = (h: Harness) => selectCaptcha(h.store.getState());

async function readyChallenge(h: Harness) {
  await vi.waitFor(() => expect(captchaOf(h).phase).toBe('ready'));
  const content = captchaOf(h).challenge!.content;
  if (content.kind !== 'text') throw new Error('the demo captcha is a text');
  return content.text;
}

/** Lets the listener's pending promises run after the manual timers fired. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('captcha flow over the platform mock', () => {
  it('[API-011] [SES-029] [ANA-010] signing in as `captcha` opens the captcha, the solved answer lets the retried login through', async () => {
    const h = createCaptchaSite(platform.mock);
    const signIn = h.signIn('captcha');
    const challenge = await readyChallenge(h);
    expect(captchaOf(h)).toMatchObject({ code: 111, call: 'authLogin', kind: 'question' });

    h.store.dispatch(captchaAnswerSubmitted(demoCaptchaAnswer(challenge)));
    const result = await signIn;

    expect(result).toMatchObject({ data: { user_id: expect.any(Number) } });
    expect(platform.mock.requests('captchaValidate').map((request) => request.body)).toEqual([
      { captcha: demoCaptchaAnswer(challenge) },
    ]);
    const logins = platform.mock.requests('authLogin');
    expect(logins.at(-1)!.headers['x-captcha']).toBe(demoCaptchaAnswer(challenge));
    expect(h.tracked).toEqual([{ id: ANALYTICS_EVENT.captchaSuccess, detail: { code: 111, type: 111 } }]);
    expect(captchaOf(h).phase).toBe('closed');
    h.stop();
  });

  it('[SES-029] [ANA-011] a wrong answer is read as failure: event 10191 through the analytics port, the service’s error_message shown, a new challenge', async () => {
    const h = createCaptchaSite(platform.mock);
    const answer = h.bridge.solveCaptcha(111, 'authLogin');
    await readyChallenge(h);
    const first = captchaOf(h).challenge!.captchaId;

    h.store.dispatch(captchaAnswerSubmitted('0000'));
    await vi.waitFor(() => expect(captchaOf(h).notice).toEqual({ kind: 'wrong', message: 'Wrong captcha answer' }));
    await readyChallenge(h);

    expect(captchaOf(h).challenge!.captchaId).not.toBe(first);
    expect(platform.mock.requests('captchaUpdate')).toHaveLength(2);
    expect(h.tracked).toEqual([{ id: ANALYTICS_EVENT.captchaFail, detail: { code: 111, type: 111 } }]);
    // The captcha is still open: the request keeps waiting for an answer.
    h.store.dispatch(captchaClosed());
    await expect(answer).resolves.toBeNull();
    h.stop();
  });

  it('[SES-029] [ANA-010] success reports event 10190 with the kind only, never the answer (personal data)', async () => {
    const h = createCaptchaSite(platform.mock);
    const answer = h.bridge.solveCaptcha(111, 'authLogin');
    const challenge = await readyChallenge(h);
    h.store.dispatch(captchaAnswerSubmitted(` ${demoCaptchaAnswer(challenge)} `));
    await expect(answer).resolves.toBe(demoCaptchaAnswer(challenge));
    expect(h.tracked).toHaveLength(1);
    expect(JSON.stringify(h.tracked)).not.toContain(demoCaptchaAnswer(challenge));
    h.stop();
  });

  it('[SES-030] the "new challenge" button fetches a new one with GET /captcha/update', async () => {
    const h = createCaptchaSite(platform.mock);
    void h.bridge.solveCaptcha(111, 'authLogin');
    await readyChallenge(h);
    const first = captchaOf(h).challenge!.captchaId;

    h.store.dispatch(captchaNewChallengeRequested());
    expect(captchaOf(h).phase).toBe('loading');
    await readyChallenge(h);

    expect(captchaOf(h).challenge!.captchaId).not.toBe(first);
    const updates = platform.mock.requests('captchaUpdate');
    expect(updates).toHaveLength(2);
    expect(
      updates.every((request) => request.method === 'GET' && new URL(request.url).pathname === captchaUpdate.path),
    ).toBe(true);
    h.stop();
  });

  it('[SES-031] the time left comes from GET /captcha/gettime and counts down every second', async () => {
    const h = createCaptchaSite(platform.mock);
    void h.bridge.solveCaptcha(111, 'authLogin');
    await readyChallenge(h);
    await vi.waitFor(() => expect(captchaOf(h).secondsLeft).toBe(600));
    expect(platform.mock.requests('captchaGetTime')).toHaveLength(1);

    for (let second = 0; second < 3; second += 1) {
      h.timers.advance(1_000);
      await settle();
    }
    expect(captchaOf(h).secondsLeft).toBe(597);
    h.stop();
  });

  it('[SES-030] [SES-031] when the time runs out a new challenge is fetched by itself, saying so', async () => {
    platform.use(http.get(`*${captchaGetTime.path}`, () => HttpResponse.json({ time: 2 })));
    const h = createCaptchaSite(platform.mock);
    void h.bridge.solveCaptcha(111, 'authLogin');
    await readyChallenge(h);
    await vi.waitFor(() => expect(captchaOf(h).secondsLeft).toBe(2));
    const first = captchaOf(h).challenge!.captchaId;

    h.timers.advance(1_000);
    await settle();
    expect(platform.mock.requests('captchaUpdate')).toHaveLength(1);
    h.timers.advance(1_000);
    await vi.waitFor(() => expect(platform.mock.requests('captchaUpdate')).toHaveLength(2));
    await readyChallenge(h);

    expect(captchaOf(h).challenge!.captchaId).not.toBe(first);
    expect(captchaOf(h).notice).toEqual({ kind: 'expired' });
    h.stop();
  });

  it('[API-020] closing the captcha stops the sign-in silently: no retry, no analytics', async () => {
    const h = createCaptchaSite(platform.mock);
    const signIn = h.signIn('captcha');
    await readyChallenge(h);
    const loginsBefore = platform.mock.requests('authLogin').length;

    h.store.dispatch(captchaClosed());

    await expect(signIn).resolves.toMatchObject({ error: { kind: 'captcha-required', silent: true } });
    expect(platform.mock.requests('authLogin')).toHaveLength(loginsBefore);
    expect(h.tracked).toEqual([]);
    expect(captchaOf(h).phase).toBe('closed');
    h.stop();
  });

  it('[API-020] when GET /captcha/update fails twice the captcha closes and the sign-in stops silently', async () => {
    let updates = 0;
    platform.use(
      http.get(`*${captchaUpdate.path}`, () => {
        updates += 1;
        return HttpResponse.error();
      }),
    );
    const h = createCaptchaSite(platform.mock);

    const result = await h.signIn('captcha');

    expect(result).toMatchObject({ error: { kind: 'captcha-required', silent: true } });
    expect(updates).toBe(2);
    expect(captchaOf(h).phase).toBe('closed');
    expect(h.logs.filter((message) => message === 'captcha: no usable challenge')).toHaveLength(2);
    expect(h.tracked).toEqual([]);
    h.stop();
  });

  it('one failed GET /captcha/update is tried again at once', async () => {
    let failed = false;
    platform.use(
      http.get(`*${captchaUpdate.path}`, () => {
        if (failed) return undefined;
        failed = true;
        return new HttpResponse('busy', { status: 503 });
      }),
    );
    const h = createCaptchaSite(platform.mock);
    void h.bridge.solveCaptcha(111, 'authLogin');
    await readyChallenge(h);
    expect(captchaOf(h).challenge!.content).toEqual({ kind: 'text', text: expect.stringMatching(/^Type \d{4}$/) });
    h.stop();
  });

  it('a challenge that cannot be shown counts as a failed update (malformed answers never crash)', async () => {
    platform.use(
      http.get(`*${captchaUpdate.path}`, () =>
        HttpResponse.json({ captchaId: 'c1', type: 111, challenge: 'data:text/html,<script>alert(1)</script>' }),
      ),
    );
    const h = createCaptchaSite(platform.mock);
    await expect(h.bridge.solveCaptcha(111, 'authLogin')).resolves.toBeNull();
    expect(captchaOf(h).phase).toBe('closed');
    h.stop();
  });

  it('an answer that cannot be checked says so and brings a new challenge, with no analytics event', async () => {
    platform.use(http.post(`*${captchaValidate.path}`, () => HttpResponse.json({ success: 'maybe' })));
    const h = createCaptchaSite(platform.mock);
    void h.bridge.solveCaptcha(111, 'authLogin');
    await readyChallenge(h);

    h.store.dispatch(captchaAnswerSubmitted('1234'));
    await vi.waitFor(() => expect(captchaOf(h).notice).toEqual({ kind: 'check-failed' }));
    await readyChallenge(h);

    expect(platform.mock.requests('captchaUpdate')).toHaveLength(2);
    expect(h.tracked).toEqual([]);
    expect(h.logs).toContain('captcha: the answer could not be checked');
    h.stop();
  });

  it('a challenge without a usable time shows no countdown and stays open', async () => {
    platform.use(http.get(`*${captchaGetTime.path}`, () => HttpResponse.json({ time: 'soon' })));
    const h = createCaptchaSite(platform.mock);
    void h.bridge.solveCaptcha(111, 'authLogin');
    await readyChallenge(h);
    await vi.waitFor(() => expect(h.logs).toContain('captcha: no time left reported for a new challenge'));
    expect(captchaOf(h).secondsLeft).toBeNull();
    expect(h.timers.pending).toBe(0);
    h.stop();
  });
});
