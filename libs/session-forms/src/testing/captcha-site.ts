import { DEMO_PASSWORD, type PlatformMock } from '@kickoff/platform-mock';
import { sendSignIn } from '@kickoff/testing';
import { createCaptchaBridge } from '../captcha/state/captcha-bridge';
import { type AnalyticsEvent, analyticsOf } from '@kickoff/contracts';
import { registerCaptchaListeners } from '../captcha/state/captcha-listener';
import { captchaSlice } from '../captcha/state/captcha-slice';
import { createFormSite, type FormSiteOptions } from './forms-site';

export interface CaptchaSiteOptions extends Pick<FormSiteOptions, 'refuse'> {
  /** Also told every analytics event (stories pass a spy). */
  track?: (event: AnalyticsEvent) => void;
}

/**
 * A test store as the app has it for the captcha: the bridge's `solveCaptcha` is the platform client's captcha
 * port, the bridge attached to the store, the captcha listeners on manual timers, the analytics port recording.
 */
export function createCaptchaSite(mock: PlatformMock, options: CaptchaSiteOptions = {}) {
  const tracked: AnalyticsEvent[] = [];
  const logs: string[] = [];
  const log = (message: string) => void logs.push(message);
  const bridge = createCaptchaBridge({ log });
  const track = (event: AnalyticsEvent) => {
    tracked.push(event);
    options.track?.(event);
  };
  const site = createFormSite([captchaSlice], {
    mock,
    refuse: options.refuse,
    solveCaptcha: bridge.solveCaptcha,
    track,
  });
  const stopListening = registerCaptchaListeners(site.ctx.startAppListening, {
    timers: site.adapters.timers,
    track: analyticsOf(site.ports, log),
    log,
  });
  const detach = bridge.attach(site.store);

  /** A password sign-in as the sign-in form sends it: the HTTP layer asks the bridge when a captcha is needed. */
  const signIn = (login: string, password = DEMO_PASSWORD) => sendSignIn(site, login, password);

  const stop = () => {
    detach();
    stopListening();
  };

  return { ...site, timers: site.adapters.timers, tracked, logs, bridge, signIn, detach, stop };
}

export type CaptchaSite = ReturnType<typeof createCaptchaSite>;

/** The answer the demo captcha states ("Type 4213" → "4213"). */
export function demoCaptchaAnswer(challenge: string): string {
  return challenge.match(/\d+/)?.[0] ?? '';
}
