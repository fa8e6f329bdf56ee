import { sessionPlayer } from '@kickoff/contracts';
import type { PlatformMock } from '@kickoff/platform-mock';
import { TEST_ORIGIN } from '@kickoff/testing';
import { type OneTapDeps, registerOneTapListeners } from '../one-tap/state/one-tap-listener';
import { oneTapSlice } from '../one-tap/state/one-tap-slice';
import { createFormSite } from './forms-site';

export const ONE_TAP_SITE_ORIGIN = TEST_ORIGIN;

export interface OneTapSiteOptions {
  /** A signed-in user. */
  userId?: number | null;
  /** The provider's answer; by default the mock's demo credential of user `demo`. */
  requestCredential?: OneTapDeps['requestCredential'];
  signInContext?: OneTapDeps['signInContext'];
  /** Also told every URL opened (stories pass a spy). */
  openUrl?: OneTapDeps['openUrl'];
}

/** The one-tap prompt's state and listener in a test store over `mock`, its links recording. */
export function createOneTapSite(mock: PlatformMock, options: OneTapSiteOptions = {}) {
  const opened: string[] = [];
  const askedWith: string[] = [];
  const logs: string[] = [];
  const site = createFormSite([oneTapSlice], { mock, userId: options.userId });
  const requestCredential = options.requestCredential ?? (async () => 'demo-credential:demo');
  const stop = registerOneTapListeners(site.ctx.startAppListening, {
    isAuthenticated: sessionPlayer(site.ports).isAuthenticated,
    requestCredential: (clientId) => {
      askedWith.push(clientId);
      return requestCredential(clientId);
    },
    openUrl: (url) => {
      opened.push(url);
      options.openUrl?.(url);
    },
    siteOrigin: ONE_TAP_SITE_ORIGIN,
    signInContext: options.signInContext ?? (() => ({ language: 'ru', currency: 'RUB', countryId: 1 })),
    log: (message) => void logs.push(message),
  });
  return { ...site, opened, askedWith, logs, stop };
}
