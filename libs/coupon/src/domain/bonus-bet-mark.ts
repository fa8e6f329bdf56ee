import type { Bet } from './bet';

// Apart from bet.ts: the header's count needs this alone from the first load, the rest of the bet comes with the coupon.
/** Bonus bet: sport id 0 or a bonus type (doc 000 §4.1). */
export function isBonusBet(bet: Pick<Bet, 'market' | 'bonusTypeId'>): boolean {
  return bet.market.sportId === 0 || bet.bonusTypeId !== null;
}
