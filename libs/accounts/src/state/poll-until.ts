import { sleep, type Timers } from '@kickoff/runtime';

export interface PollSchedule {
  /** Reads after the first one, at most. */
  repeats: number;
  /** From one answer to the next read. */
  intervalMs: number;
}

/** doc 000 §4.6 / §9: after adding a currency, until the new account appears. */
export const ADD_CURRENCY_POLL: PollSchedule = { repeats: 5, intervalMs: 1_000 };
/** doc 000 §4.6 / §9: after an account update, until an active account exists. */
export const ACCOUNT_UPDATE_POLL: PollSchedule = { repeats: 5, intervalMs: 2_500 };

/**
 * A first answer (`first`, or a read at once), then at most `repeats` more reads `intervalMs` apart, until `done`
 * holds of an answer; true when it did. A cancelled listener (`signal`) just ends its poll.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (answer: T) => boolean,
  { repeats, intervalMs }: PollSchedule,
  timers: Timers,
  signal?: AbortSignal,
  first?: T,
): Promise<boolean> {
  if (done(first === undefined ? await read() : first)) return true;
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const slept = await sleep(intervalMs, { timers, signal }).then(
      () => true,
      () => false,
    );
    if (!slept) return false;
    if (done(await read())) return true;
  }
  return false;
}
