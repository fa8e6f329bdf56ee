import type { PlatformEnvironment } from '@kickoff/platform-api';
import type { ScriptLoader } from '@kickoff/runtime';
import type { AfterSignInNavigationPorts } from '@kickoff/session';
import type { i18n as I18n } from 'i18next';
import type { CurrentRouteReader } from '../app/current-route';
import type { AppStore } from '../app/store';

/** What the rest of the site may ask of the session's forms once their chunk is in. */
export interface SessionForms {
  solveCaptcha: NonNullable<PlatformEnvironment['solveCaptcha']>;
  openLogin(returnTo?: string): void;
  openRegistration(): void;
  openForgotPassword(): void;
}

export interface SessionFormsDeps {
  store: AppStore;
  /** The listener middleware's `startListening`; each form reads it with its own state type. */
  startListening: unknown;
  i18n: I18n;
  route: CurrentRouteReader;
  navigate(path: string): void;
  scripts: ScriptLoader;
  /** Where a sign-in or registration made here leads (SES-002 … SES-004); read when the forms install. */
  afterSignIn(): AfterSignInNavigationPorts;
  /** What the analytics lib will receive (captcha 10190/10191, registration leave). */
  track(event: number | string, detail?: unknown): void;
  log: (message: string, detail?: unknown) => void;
}
