import { ANALYTICS_EVENT, type TrackAnalytics } from '@kickoff/contracts';
import { sleep, type Timers } from '@kickoff/runtime';
import type { AppStartListening } from '@kickoff/store';
import { captchaApi } from './captcha-api';
import { readCaptchaChallenge } from '../domain/captcha-challenge';
import { selectCaptcha } from './captcha-selectors';
import {
  captchaChallengeReceived,
  captchaCheckFailed,
  captchaExpired,
  captchaFailedForGood,
  captchaRejected,
  captchaSolved,
  captchaTicked,
  captchaTimeReceived,
} from './captcha-slice';

/** A new challenge is asked for at most this many times in a row; then the captcha failed for good (API-020). */
export const CAPTCHA_UPDATE_ATTEMPTS = 2;

/** The countdown moves once a second. */
export const CAPTCHA_TICK_MS = 1_000;

/** What the captcha flow needs from the outside world. */
export interface CaptchaDeps {
  /** Runs the countdown (SES-031): `systemTimers` in the app, manual timers in tests and stories. */
  timers: Timers;
  /** ANA-010/011: the analytics port (a failing tracker is the port's to report, ANA-019). */
  track: TrackAnalytics;
  log?: (message: string, detail?: unknown) => void;
}

type Api = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** One captcha service call; its mutation entry is dropped at once, nothing reads it later. */
async function call<T>(
  api: Api,
  request: PromiseLike<{ data?: T; error?: unknown }> & { reset(): void },
): Promise<Outcome<T>> {
  try {
    const result = await api.pause(Promise.resolve(request));
    return result.error === undefined ? { ok: true, data: result.data as T } : { ok: false, error: result.error };
  } finally {
    request.reset();
  }
}

/**
 * SES-029 … SES-031: fetches challenges, keeps the countdown, checks answers. Every step of the slice that owes
 * work starts this listener over, cancelling what the previous step still did (an old countdown, a late answer).
 */
export function registerCaptchaListeners(startListening: AppStartListening, deps: CaptchaDeps): () => void {
  const log = (message: string, detail?: unknown) => deps.log?.(message, detail);

  const loadChallenge = async (api: Api) => {
    let received = false;
    for (let attempt = 1; attempt <= CAPTCHA_UPDATE_ATTEMPTS && !received; attempt += 1) {
      const result = await call(api, api.dispatch(captchaApi.endpoints.sessionCaptchaNew.initiate()));
      const content = result.ok ? readCaptchaChallenge(result.data.challenge) : null;
      if (result.ok && content) {
        api.dispatch(captchaChallengeReceived({ captchaId: result.data.captchaId, type: result.data.type, content }));
        received = true;
      } else {
        log('captcha: no usable challenge', result.ok ? result.data : result.error);
      }
    }
    if (!received) {
      api.dispatch(captchaFailedForGood());
      return;
    }

    const time = await call(api, api.dispatch(captchaApi.endpoints.sessionCaptchaTime.initiate()));
    // Without a time the challenge is still usable; it just shows no countdown and is not renewed by itself.
    if (!time.ok || time.data <= 0) {
      log('captcha: no time left reported for a new challenge', time.ok ? time.data : time.error);
      return;
    }
    api.dispatch(captchaTimeReceived(time.data));
    for (;;) {
      const ticked = await sleep(CAPTCHA_TICK_MS, { timers: deps.timers, signal: api.signal }).then(
        () => true,
        () => false,
      );
      if (!ticked) return;
      api.dispatch(captchaTicked());
      if (selectCaptcha(api.getState()).secondsLeft === 0) {
        api.dispatch(captchaExpired());
        return;
      }
    }
  };

  const validate = async (api: Api) => {
    const { answer, code } = selectCaptcha(api.getState());
    if (answer === null) return;
    const result = await call(api, api.dispatch(captchaApi.endpoints.sessionCaptchaValidate.initiate(answer)));
    if (!result.ok) {
      log('captcha: the answer could not be checked', result.error);
      api.dispatch(captchaCheckFailed());
      return;
    }
    // The answer itself is personal data (doc 001 §3): analytics get the kind only.
    const detail = { code, type: result.data.type };
    if (result.data.success) {
      deps.track({ id: ANALYTICS_EVENT.captchaSuccess, detail });
      api.dispatch(captchaSolved());
    } else {
      deps.track({ id: ANALYTICS_EVENT.captchaFail, detail });
      api.dispatch(captchaRejected({ message: result.data.error_message }));
    }
  };

  return startListening({
    predicate: (_, current, previous) => selectCaptcha(current).step !== selectCaptcha(previous).step,
    effect: async (_, api) => {
      api.cancelActiveListeners();
      const { work } = selectCaptcha(api.getState());
      if (work === 'challenge') await loadChallenge(api);
      else if (work === 'validate') await validate(api);
    },
  });
}
