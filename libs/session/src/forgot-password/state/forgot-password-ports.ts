import type { Clock, Timers } from '@kickoff/runtime';

/** What the forgot-password listener needs from outside; apps/web passes `systemClock` and `systemTimers`. */
export interface ForgotPasswordPorts {
  /** Runs the one-second countdown ticks of the code entry. */
  timers: Timers;
  /** Tells when the code and the resend wait run out: ticks only refresh, the clock is the truth. */
  clock: Clock;
  log?: (message: string, detail?: unknown) => void;
}
