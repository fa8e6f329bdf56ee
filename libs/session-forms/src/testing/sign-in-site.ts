import type { PlatformMock } from '@kickoff/platform-mock';
import { authFormSlice } from '../sign-in/state/auth-form-slice';
import { registerSignInListeners } from '../sign-in/state/register-sign-in-listeners';
import { createFormSite, type FormSiteOptions, passTime } from './forms-site';

export const TEST_COMPONENTS_DATA = JSON.stringify({ screen: '1920x1080', tz: 'Europe/Moscow' });

export interface SignInSiteOptions extends Pick<FormSiteOptions, 'solveCaptcha'> {
  componentsData?: string | undefined;
}

/** The sign-in forms' state and listeners in a test store over `mock`; time moves a second at a time (`time.advance`). */
export function createSignInSite(mock: PlatformMock, options: SignInSiteOptions = {}) {
  const site = createFormSite([authFormSlice], { mock, solveCaptcha: options.solveCaptcha });
  const logs: string[] = [];
  const stop = registerSignInListeners(site.ctx.startAppListening, {
    timers: site.adapters.timers,
    clock: site.adapters.clock,
    componentsData: () => ('componentsData' in options ? options.componentsData : TEST_COMPONENTS_DATA),
    log: (message) => void logs.push(message),
  });
  const time = { timers: site.adapters.timers, advance: (ms: number) => passTime(site, ms) };
  return { ...site, time, logs, stop };
}

export type SignInSite = ReturnType<typeof createSignInSite>;
