import { type AnalyticsEvent, analyticsOf, sessionPlayer, type TrackAnalytics } from '@kickoff/contracts';
import type { PlatformMock } from '@kickoff/platform-mock';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { CredentialsCard } from '../registration/domain/credentials-card';
import type { FinishRegistrationProfile } from '../registration/domain/finish-registration';
import type { RegistrationPage } from '../registration/domain/registration-opening';
import { registerRegistrationListeners } from '../registration/state/register-registration-listeners';
import type { RegistrationDeps, RegistrationSettings } from '../registration/state/registration-deps';
import { registrationSlice } from '../registration/state/registration-slice';
import { createFormSite } from './forms-site';

export const ALL_REGISTRATION_SETTINGS: RegistrationSettings = {
  isRegistrationEnabled: true,
  registrationTypes: ['one-click', 'phone', 'full', 'social'],
  defaultCurrency: 'RUB',
};

export interface RegistrationSiteOptions {
  page?: RegistrationPage;
  widgetMode?: boolean;
  /** null: site config not loaded. */
  settings?: RegistrationSettings | null;
  /** Omit it to see the finish-registration modal fail visibly. */
  completeProfile?: ((profile: FinishRegistrationProfile) => Promise<void>) | null;
  /** What opening the widget does (default: resolves). */
  openWidget?: () => void | Promise<void>;
  /** Make a download fail, as a browser without a canvas would. */
  failDownloads?: boolean;
  /** Links a story replaces with its `fn()` spies (navigate, openWidget …). */
  deps?: Partial<RegistrationDeps>;
  /** Also told every event the analytics port receives (stories pass a spy). */
  track?: TrackAnalytics;
}

export interface RecordedDownload {
  kind: 'text' | 'image';
  fileName: string;
  text?: string;
  card?: CredentialsCard;
}

/** Registration's state and listeners in a test store over `mock` (a fresh one by default), its links recording. */
export function createRegistrationSite(mock?: PlatformMock, options: RegistrationSiteOptions = {}) {
  const tracked: AnalyticsEvent[] = [];
  const track = (event: AnalyticsEvent) => {
    tracked.push(event);
    options.track?.(event);
  };
  const site = createFormSite([registrationSlice], { mock, track });
  const { store } = site;
  const actions: UnknownAction[] = [];
  site.ctx.startAppListening({ predicate: () => true, effect: (action) => void actions.push(action) });
  const recorded = {
    navigations: [] as string[],
    widgetOpenings: 0,
    tracked,
    downloads: [] as RecordedDownload[],
    openedUrls: [] as string[],
    profiles: [] as FinishRegistrationProfile[],
    logs: [] as { message: string; detail: unknown }[],
  };
  let settings = options.settings === undefined ? ALL_REGISTRATION_SETTINGS : options.settings;
  let page: RegistrationPage = options.page ?? 'other';
  const refuseDownload = () => {
    if (options.failDownloads) throw new Error('no canvas here');
  };
  const completeProfile =
    options.completeProfile === undefined
      ? async (profile: FinishRegistrationProfile) => void recorded.profiles.push(profile)
      : options.completeProfile;
  const deps: RegistrationDeps = {
    currentPage: () => page,
    isWidgetMode: () => options.widgetMode ?? false,
    registrationSettings: () => settings,
    navigate: (target) => void recorded.navigations.push(target),
    openWidget: () => {
      recorded.widgetOpenings += 1;
      return options.openWidget?.();
    },
    track: analyticsOf(site.ports, (message, detail) => void recorded.logs.push({ message, detail })),
    isAuthenticated: sessionPlayer(site.ports).isAuthenticated,
    downloads: {
      downloadText: (fileName, text) => {
        refuseDownload();
        recorded.downloads.push({ kind: 'text', fileName, text });
      },
      downloadImage: async (fileName, card) => {
        refuseDownload();
        recorded.downloads.push({ kind: 'image', fileName, card });
      },
    },
    openUrl: (url) => void recorded.openedUrls.push(url),
    language: () => 'en',
    ...(completeProfile ? { completeProfile } : {}),
    log: (message, detail) => void recorded.logs.push({ message, detail }),
    ...options.deps,
  };
  const stop = registerRegistrationListeners(site.ctx.startAppListening, deps);
  return {
    ...site,
    store,
    /** Every action dispatched, oldest first. */
    actions,
    cookies: site.adapters.cookies,
    recorded,
    stop,
    /** What was logged, messages only. */
    logMessages: () => recorded.logs.map((entry) => entry.message),
    setSettings: (next: RegistrationSettings | null) => void (settings = next),
    setPage: (next: RegistrationPage) => void (page = next),
  };
}
