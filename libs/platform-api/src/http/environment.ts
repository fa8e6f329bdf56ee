import type { Clock, CookieJar, KeyValueStorage, Timers } from '@kickoff/runtime';

/**
 * What the HTTP layer needs from the outside world. `apps/web` builds it from `@kickoff/runtime`'s real
 * adapters; tests pass a manual clock and memory cookies. The base query reads it from the store's
 * thunk extra argument (`{ platform: PlatformClient }`).
 */
export interface PlatformEnvironment {
  /** Platform origin, '' for the site's own origin (the default: the real platform or the emulator sits behind it). */
  origin: string;
  /** Value of the `X-app-n` header: which front end is calling. */
  appName: string;
  clock: Clock;
  cookies: CookieJar;
  /** Where the device fingerprint is kept between visits. */
  storage: KeyValueStorage;
  fetch?: typeof fetch;
  /** Call timeouts run on these (`timeoutOf(call)`); tests pass manual timers. Default: the real ones. */
  timers?: Timers;
  /** Whether site config has terms confirmation on (API-016/017). */
  termsConfirmationEnabled?: () => boolean;
  /** Sends the visitor to the confirm-terms page (the shell's router does it). */
  onTermsConfirmationRequired?: () => void;
  /**
   * Shows the captcha for `code` and resolves with the solved captcha token, or null when the user gave up
   * or it failed for good (the request then stops silently, API-020). Without it a captcha answer is returned as an error.
   */
  solveCaptcha?: (code: number, call: string) => Promise<string | null>;
  /** What the device fingerprint is computed from (user agent, screen, time zone …): read by runtime adapters. */
  deviceComponents?: () => Record<string, string | number | boolean | null>;
  /** Logged platform trouble that has no user-facing error (fingerprint failures …). */
  log?: (message: string, detail?: unknown) => void;
}

export const REQUESTED_WITH = 'XMLHttpRequest';
export const USER_TOKEN_COOKIE = 'user_token';
