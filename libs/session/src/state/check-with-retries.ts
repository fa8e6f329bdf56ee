import { sleep, type Timers } from '@kickoff/runtime';

/** A check's outcome: an answer, a failure (retried), or cancelled (no answer at all: never retried, never a verdict). */
export type CheckOutcome<T> =
  { kind: 'answer'; value: T } | { kind: 'failure'; error: unknown } | { kind: 'cancelled' };

/** Runs `attempt` and, while it fails, again after `delayMs`, at most `retries` more times (SES-008). */
export async function checkWithRetries<T>(
  attempt: () => Promise<CheckOutcome<T>>,
  { timers, retries, delayMs, signal }: { timers: Timers; retries: number; delayMs: number; signal?: AbortSignal },
): Promise<CheckOutcome<T>> {
  let outcome = await attempt();
  for (let retry = 0; outcome.kind === 'failure' && retry < retries; retry += 1) {
    await sleep(delayMs, { timers, signal });
    outcome = await attempt();
  }
  return outcome;
}
