import type { TimerHandle, Timers } from './timers';

/** Timers that fire only when `advance` is called: specs and play functions drive time without waiting. */
export interface ManualTimers extends Timers {
  advance(ms: number): void;
  /** How many timers are still scheduled. */
  readonly pending: number;
  /** Time left on each scheduled timer, soonest first (what a retry is waiting for). */
  readonly pendingDelays: number[];
}

interface Scheduled {
  id: number;
  at: number;
  every: number | null;
  callback: () => void;
}

export function createManualTimers(): ManualTimers {
  let now = 0;
  let nextId = 1;
  const scheduled = new Map<number, Scheduled>();
  // Handles are opaque to callers; a number stands in for the platform's timer object.
  const handle = (id: number) => id as unknown as TimerHandle;
  const idOf = (h: TimerHandle | undefined) => h as unknown as number;

  const schedule = (callback: () => void, ms: number, every: number | null) => {
    const id = nextId++;
    scheduled.set(id, { id, at: now + Math.max(0, ms), every, callback });
    return handle(id);
  };
  const cancel = (h: TimerHandle | undefined) => {
    scheduled.delete(idOf(h));
  };
  const nextDue = (until: number) =>
    [...scheduled.values()].filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];

  return {
    setTimeout: (callback, ms) => schedule(callback, ms, null),
    clearTimeout: cancel,
    // A zero-length interval would loop forever inside advance.
    setInterval: (callback, ms) => schedule(callback, Math.max(1, ms), Math.max(1, ms)),
    clearInterval: cancel,
    advance(ms) {
      const until = now + ms;
      for (let due = nextDue(until); due; due = nextDue(until)) {
        now = due.at;
        if (due.every === null) scheduled.delete(due.id);
        else due.at += due.every;
        due.callback();
      }
      now = until;
    },
    get pending() {
      return scheduled.size;
    },
    get pendingDelays() {
      return [...scheduled.values()].map((t) => t.at - now).sort((a, b) => a - b);
    },
  };
}
