import type { Bet } from '../domain/bet';
import { BONUS_BET_ID } from '../domain/bonus-bet';
import type { CouponTypeId } from '../domain/coupon-type';
import type { CouponState } from './coupon-state';

/** What the coupon tells the host bridge (doc 000 §4.1: "bet added" and "coupon updated"). */
export type CouponEvent =
  | { type: 'betAdded'; bet: Bet; isFromOtherTab: boolean }
  | { type: 'couponUpdated'; marketIds: string[]; typeId: CouponTypeId; systemValue: number; coef: number };

export type CouponEventListener = (event: CouponEvent) => void;

export function createCouponEventHub() {
  const listeners = new Set<CouponEventListener>();
  return {
    subscribe(listener: CouponEventListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: CouponEvent): void {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

export function addedBets(before: CouponState, after: CouponState): Bet[] {
  const known = new Set(before.bets.map((bet) => bet.market.id));
  return after.bets.filter((bet) => bet.market.id !== BONUS_BET_ID && !known.has(bet.market.id));
}

export function couponUpdated(coupon: CouponState): CouponEvent {
  return { type: 'couponUpdated', marketIds: coupon.bets.map((bet) => bet.market.id), typeId: coupon.typeId, systemValue: coupon.systemValue, coef: coupon.coef };
}
