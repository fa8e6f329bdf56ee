import { sleep } from '@kickoff/runtime';
import { captchaApi } from './captcha-api';
import { readCaptchaChallenge } from './captcha-challenge';
import { CAPTCHA_FAIL_EVENT, CAPTCHA_SUCCESS_EVENT, CAPTCHA_TICK_MS, CAPTCHA_UPDATE_ATTEMPTS } from './captcha-constants';
import type { CaptchaStartListening } from './captcha-listener-types';
import type { CaptchaPorts } from './captcha-ports';
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

type Api = Parameters<Parameters<CaptchaStartListening>[0]['effect']>[1];

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** One captcha service call; its mutation entry is dropped at once, nothing reads it later. */
async function call<T>(api: Api, request: PromiseLike<{ data?: T; error?: unknown }> & { reset(): void }): Promise<Outcome<T>> {
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
export function registerCaptchaListeners(startListening: CaptchaStartListening, ports: CaptchaPorts): () => void {
  const log = (message: string, detail?: unknown) => ports.log?.(message, detail);
  const track = (eventId: number, detail: Record<string, unknown>) => {
    try {
      ports.analytics.track(eventId, detail);
    } catch (error) {
      log('captcha: analytics event failed', error);
    }
  };

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
      const ticked = await sleep(CAPTCHA_TICK_MS, { timers: ports.timers, signal: api.signal }).then(
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
      track(CAPTCHA_SUCCESS_EVENT, detail);
      api.dispatch(captchaSolved());
    } else {
      track(CAPTCHA_FAIL_EVENT, detail);
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
