import type { Bet } from './bet';
import { roundHalfUp, toThousandths } from './exact';
import { binomial } from './system-math';

/** A system value (doc 000 §3.5). */
export interface SystemValue {
  /** bets per line, bankers included: the "k" of "k from n" */
  value: number;
  /** bankers in every line: value − offset bets are chosen from the others */
  offset: number;
  /** the least amount the system takes: combo × the coupon's minimum per line */
  minBetAmount: number;
  /** the number of lines, C(n − offset, value − offset) */
  combo: number;
}

/** doc 000 §4.1: no system has fewer than 2 bets per line. */
export const MIN_SYSTEM_VALUE = 2;

export function isSystemValueAccepted(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_SYSTEM_VALUE;
}

/**
 * The systems a coupon's bets allow: every line size from 2 (or 1 chosen bet beside at least one banker)
 * up to one less than all bets, which would be an express.
 */
export function systemValuesOf(
  bets: readonly Pick<Bet, 'isBanker'>[],
  isActiveSystemBanker: boolean,
  minBetAmount: number,
): SystemValue[] {
  const offset = isActiveSystemBanker ? bets.filter((bet) => bet.isBanker).length : 0;
  const chosenFrom = bets.length - offset;
  const values: SystemValue[] = [];
  for (let k = Math.max(1, MIN_SYSTEM_VALUE - offset); k < chosenFrom; k += 1) {
    const combo = binomial(chosenFrom, k);
    values.push({
      value: k + offset,
      offset,
      minBetAmount: roundHalfUp({ num: combo * toThousandths(minBetAmount), den: 1000n }, 3),
      combo: Number(combo),
    });
  }
  return values;
}
