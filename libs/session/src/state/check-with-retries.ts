import { sleep, type Timers } from '@kickoff/runtime';

export type CheckOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Runs `attempt` and, while it fails, again after `delayMs`, at most `retries` more times (SES-008). */
export async function checkWithRetries<T>(
  attempt: () => Promise<CheckOutcome<T>>,
  { timers, retries, delayMs, signal }: { timers: Timers; retries: number; delayMs: number; signal?: AbortSignal },
): Promise<CheckOutcome<T>> {
  let outcome = await attempt();
  for (let retry = 0; !outcome.ok && retry < retries; retry += 1) {
    await sleep(delayMs, { timers, signal });
    outcome = await attempt();
  }
  return outcome;
}
