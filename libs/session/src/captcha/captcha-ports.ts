import type { Timers } from '@kickoff/runtime';

/** Where analytics events go (apps/web: the analytics lib's tracker). */
export interface AnalyticsPort {
  track(eventId: number, detail?: Record<string, unknown>): void;
}

/** What the captcha flow needs from the outside world. */
export interface CaptchaPorts {
  /** Runs the countdown (SES-031): `systemTimers` in the app, manual timers in tests and stories. */
  timers: Timers;
  analytics: AnalyticsPort;
  log?: (message: string, detail?: unknown) => void;
}
