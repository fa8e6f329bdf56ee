import type { PlatformMock } from '@kickoff/platform-mock';
import { sendSignIn } from '@kickoff/testing';
import { registerForgotPassword } from '../forgot-password/state/forgot-password-listener';
import { forgotPasswordSlice } from '../forgot-password/state/forgot-password-slice';
import { createFormSite, passTime } from './forms-site';

export interface ForgotPasswordSiteOptions {
  /** A signed-in user. */
  userId?: number | null;
}

/**
 * The forgot-password flow's state and listener in a test store over `mock`. The page's clock is the mock's, so
 * the code's time to live runs out for both sides at once.
 */
export function createForgotPasswordSite(mock?: PlatformMock, options: ForgotPasswordSiteOptions = {}) {
  const site = createFormSite([forgotPasswordSlice], { mock, userId: options.userId });
  const logs: string[] = [];
  const stop = registerForgotPassword(site.ctx.startAppListening, {
    timers: site.adapters.timers,
    clock: site.adapters.clock,
    log: (message) => void logs.push(message),
  });

  /** Signs in on the platform as the sign-in form would; resolves with the answer or the refusal. */
  const signIn = (login: string, password: string) => sendSignIn(site, login, password);

  return {
    ...site,
    timers: site.adapters.timers,
    clock: site.adapters.clock,
    logs,
    stop,
    passTime: (ms: number) => passTime(site, ms),
    signIn,
  };
}

export type ForgotPasswordSite = ReturnType<typeof createForgotPasswordSite>;
