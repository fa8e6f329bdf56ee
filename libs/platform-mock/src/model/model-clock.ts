import type { Clock, ManualClock } from '@kickoff/runtime';

/**
 * Date shows times up to ±8.64e15 ms (year 275760). The model stops well before that, so a wall clock it follows
 * can never carry it past the end: every snapshot, token and page keeps a time Date can format.
 */
export const LATEST_MODEL_TIME = Date.UTC(200_000, 0, 1);

/** The model's "now", which can also start over: where reset() puts it. */
export interface ModelClock extends ManualClock {
  /** Back to the start (the wall clock's now when following one, else the start time); returns the new now. */
  restart(): number;
}

/** A wall clock that never moves: the model's time is then whatever advance and set made it. */
const STILL: Clock = { now: () => 0 };

function checkedTime(epochMs: number): number {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > LATEST_MODEL_TIME) {
    throw new RangeError(`the model's clock cannot show ${epochMs}: it stays within ±${LATEST_MODEL_TIME} ms of 1970`);
  }
  // Tokens and fingerprints carry whole milliseconds (or seconds): a fractional now made every fingerprint fail.
  if (!Number.isInteger(epochMs)) throw new RangeError(`the model's clock moves in whole milliseconds, got ${epochMs}`);
  return epochMs;
}

/**
 * The model's time is the wall clock plus everything advance() added: an emulator beside a browser on real time
 * agrees with it on token expiry, and moving the model ahead still works. Without a wall clock it is a manual clock.
 * Any move that would leave Date's range is refused and changes nothing.
 */
export function createModelClock(startTime: number, wallClock?: Clock): ModelClock {
  const wall = wallClock ?? STILL;
  let offset = checkedTime(startTime) - wall.now();
  const now = () => wall.now() + offset;
  const set = (epochMs: number) => {
    offset = checkedTime(epochMs) - wall.now();
  };
  return {
    now,
    set,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`the model's clock only moves forward, got ${ms}`);
      if (!Number.isInteger(ms)) throw new RangeError(`the model's clock moves in whole milliseconds, got ${ms}`);
      set(now() + ms);
    },
    restart() {
      set(wallClock ? wallClock.now() : startTime);
      return now();
    },
  };
}
