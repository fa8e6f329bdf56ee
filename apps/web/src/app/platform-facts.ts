import type { PlatformFacts } from '@kickoff/shell-routing';

/**
 * SR-090: what the Mac-tablet check needs. The one read of `navigator` outside @kickoff/runtime; it moves there
 * when runtime gains a device adapter.
 */
export function browserPlatformFacts(): PlatformFacts {
  return { maxTouchPoints: navigator.maxTouchPoints, userAgent: navigator.userAgent };
}
