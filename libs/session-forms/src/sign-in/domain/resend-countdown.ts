/** When another SMS code may be asked for: `resend_after` seconds from now (epoch ms). */
export function resendDeadline(now: number, resendAfterSeconds: number): number {
  return now + Math.max(0, resendAfterSeconds) * 1000;
}

/** Whole seconds left until the deadline, rounded up so "0" means "now". */
export function secondsUntil(deadline: number | null, now: number): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The countdown ticks this often; the seconds shown come from the clock, so late ticks do not drift. */
export const RESEND_TICK_MS = 1000;
