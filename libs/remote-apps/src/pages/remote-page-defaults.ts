/**
 * doc 000 §9 (RA-015): remote page defaults. The spec's "timeout 1000 ms" is read as the first retry delay
 * (§4.2 says "first delay 1000 ms"): no separate request timeout is applied.
 */
export const REMOTE_PAGE_RETRIES = 3;
export const REMOTE_PAGE_FIRST_RETRY_DELAY_MS = 1_000;
export const REMOTE_PAGE_RELOAD_THROTTLE_MS = 1_000;

/** Delay before retry number `retry` (0-based): 1000, 2000, 4000 (RA-011); null once the retries are spent (RA-013). */
export function retryDelayMs(retry: number): number | null {
  return retry < REMOTE_PAGE_RETRIES ? REMOTE_PAGE_FIRST_RETRY_DELAY_MS * 2 ** retry : null;
}
