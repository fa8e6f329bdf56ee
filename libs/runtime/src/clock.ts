/** Wall-clock time in ms since the epoch. The only reader of Date.now in Kickoff. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told: for tests, stories and the platform emulator. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

export function createManualClock(startEpochMs: number): ManualClock {
  let current = startEpochMs;
  return {
    now: () => current,
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`clock can only move forward, got ${ms}`);
      current += ms;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}
