import type { CouponLogger } from '../state/persistence';

/** A logger that keeps what it was told, for tests that expect (or forbid) warnings. */
export function recordingLogger(): CouponLogger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => void warnings.push(message) };
}
