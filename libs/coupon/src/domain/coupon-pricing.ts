import type { Bet } from './bet';
import { COUPON_TYPE, type CouponTypeId } from './coupon-type';
import { type Fraction, THOUSANDTHS, fractionToNumber, roundHalfUp, toThousandths } from './exact';
import { type SystemBet, systemMaxReturn, systemMaxReturnFraction, systemMinWinningReturn } from './system-bet';

export type PricedBet = Pick<Bet, 'market' | 'isBanker' | 'blockId'>;

/** What prices a coupon: its bets as placed (the bonus bet included), type, system value and amounts. */
export interface PricedCoupon {
  typeId: CouponTypeId;
  bets: readonly PricedBet[];
  systemValue: number;
  isActiveSystemBanker: boolean;
  amount: number;
  /** system with blocks: each block's own stake */
  amountByBlockId: Readonly<Record<string, number>>;
  /** multiple singles: a bet's own stake, else `amount` */
  amountByBetId: Readonly<Record<string, number>>;
}

const ZERO: Fraction = { num: 0n, den: 1n };

function product(bets: readonly PricedBet[]): Fraction {
  return bets.reduce<Fraction>(
    (total, { market }) => ({ num: total.num * toThousandths(market.coef), den: total.den * THOUSANDTHS }),
    { num: 1n, den: 1n },
  );
}

function sum(fractions: readonly Fraction[]): Fraction {
  return fractions.reduce<Fraction>(
    (total, { num, den }) => ({ num: total.num * den + num * total.den, den: total.den * den }),
    ZERO,
  );
}

function scale(fraction: Fraction, amount: number): Fraction {
  return { num: fraction.num * toThousandths(amount), den: fraction.den * THOUSANDTHS };
}

function perUnitOf(fraction: Fraction, amount: number): Fraction {
  return { num: fraction.num * THOUSANDTHS, den: fraction.den * toThousandths(amount) };
}

function smallest(fractions: readonly Fraction[]): Fraction {
  return fractions.reduce((low, next) => (next.num * low.den < low.num * next.den ? next : low));
}

/** The system the coupon's bets make: bankers only while the banker mode is on. */
export function systemOf({
  bets,
  systemValue,
  isActiveSystemBanker,
}: Pick<PricedCoupon, 'bets' | 'systemValue' | 'isActiveSystemBanker'>): SystemBet {
  const bankers = isActiveSystemBanker ? bets.filter((bet) => bet.isBanker) : [];
  const others = isActiveSystemBanker ? bets.filter((bet) => !bet.isBanker) : bets;
  return {
    coefs: others.map(({ market }) => market.coef),
    k: systemValue - bankers.length,
    bankerCoefs: bankers.map(({ market }) => market.coef),
  };
}

/** Blocks of a system with blocks, by blockId, in first-seen order. */
export function blocksOf(bets: readonly PricedBet[]): Map<number, PricedBet[]> {
  const blocks = new Map<number, PricedBet[]>();
  for (const bet of bets) blocks.set(bet.blockId, [...(blocks.get(bet.blockId) ?? []), bet]);
  return blocks;
}

function betStake(coupon: PricedCoupon, bet: PricedBet): number {
  return coupon.amountByBetId[bet.market.id] ?? coupon.amount;
}

/** Money the coupon takes from the account. */
export function totalStake(coupon: PricedCoupon): number {
  if (coupon.typeId === COUPON_TYPE.multipleSingles)
    return roundHalfUp(sum(coupon.bets.map((bet) => scale({ num: 1n, den: 1n }, betStake(coupon, bet)))), 3);
  if (coupon.typeId === COUPON_TYPE.systemWithBlocks) {
    return roundHalfUp(
      sum(
        [...blocksOf(coupon.bets).keys()].map((blockId) =>
          scale({ num: 1n, den: 1n }, coupon.amountByBlockId[blockId] ?? 0),
        ),
      ),
      3,
    );
  }
  return coupon.amount;
}

/** The exact return if every bet wins. */
export function maxReturnFraction(coupon: PricedCoupon): Fraction {
  if (coupon.bets.length === 0) return ZERO;
  switch (coupon.typeId) {
    case COUPON_TYPE.system:
      return systemMaxReturnFraction(systemOf(coupon), coupon.amount);
    case COUPON_TYPE.systemWithBlocks:
      return sum(
        [...blocksOf(coupon.bets)].map(([blockId, bets]) => scale(product(bets), coupon.amountByBlockId[blockId] ?? 0)),
      );
    case COUPON_TYPE.multipleSingles:
      return sum(coupon.bets.map((bet) => scale(product([bet]), betStake(coupon, bet))));
    default:
      return scale(product(coupon.bets), coupon.amount);
  }
}

/**
 * The total coefficient: express = product; system = Σ line products / C(n, k); for stakes spread over
 * several coupons (blocks, multiple singles) the return per unit staked, or with nothing staked yet, the
 * return of equal stakes.
 */
export function couponCoef(coupon: PricedCoupon): number {
  if (coupon.bets.length === 0) return 0;
  switch (coupon.typeId) {
    case COUPON_TYPE.system:
      return fractionToNumber(systemMaxReturnFraction(systemOf(coupon), 1));
    case COUPON_TYPE.systemWithBlocks: {
      const blocks = [...blocksOf(coupon.bets).values()];
      const staked = totalStake(coupon);
      if (staked > 0) return fractionToNumber(perUnitOf(maxReturnFraction(coupon), staked));
      const coefs = sum(blocks.map(product));
      return fractionToNumber({ num: coefs.num, den: coefs.den * BigInt(blocks.length) });
    }
    case COUPON_TYPE.multipleSingles: {
      const staked = totalStake(coupon);
      if (staked > 0) return fractionToNumber(perUnitOf(maxReturnFraction(coupon), staked));
      const coefs = sum(coupon.bets.map((bet) => product([bet])));
      return fractionToNumber({ num: coefs.num, den: coefs.den * BigInt(coupon.bets.length) });
    }
    default:
      return fractionToNumber(product(coupon.bets));
  }
}

/** Possible win (doc 000 §5): amount × the exact coefficient when one is set, else the coupon's own return. */
export function possibleWin(coupon: PricedCoupon, exactCoef = 0, digits = 2): number {
  if (exactCoef > 0)
    return roundHalfUp(scale({ num: toThousandths(exactCoef), den: THOUSANDTHS }, totalStake(coupon)), digits);
  if (coupon.typeId === COUPON_TYPE.system && coupon.bets.length > 0)
    return systemMaxReturn(systemOf(coupon), coupon.amount, digits);
  return roundHalfUp(maxReturnFraction(coupon), digits);
}

/**
 * The smallest outcome that still pays: a system with exactly k winners (the lowest coefficients), the
 * poorest staked block or single; an express pays only when every bet wins.
 */
export function minimumWinningReturn(coupon: PricedCoupon, digits = 2): number {
  if (coupon.bets.length === 0) return 0;
  switch (coupon.typeId) {
    case COUPON_TYPE.system:
      return systemMinWinningReturn(systemOf(coupon), coupon.amount, digits);
    case COUPON_TYPE.systemWithBlocks: {
      const paying = [...blocksOf(coupon.bets)].filter(([blockId]) => (coupon.amountByBlockId[blockId] ?? 0) > 0);
      return paying.length === 0
        ? 0
        : roundHalfUp(
            smallest(paying.map(([blockId, bets]) => scale(product(bets), coupon.amountByBlockId[blockId] ?? 0))),
            digits,
          );
    }
    case COUPON_TYPE.multipleSingles: {
      const paying = coupon.bets.filter((bet) => betStake(coupon, bet) > 0);
      return paying.length === 0
        ? 0
        : roundHalfUp(smallest(paying.map((bet) => scale(product([bet]), betStake(coupon, bet)))), digits);
    }
    default:
      return roundHalfUp(maxReturnFraction(coupon), digits);
  }
}
