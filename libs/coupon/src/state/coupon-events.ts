import type { CouponEvent } from '@kickoff/contracts';
import type { Action } from '@reduxjs/toolkit';
import type { AppStartListening } from '@kickoff/store';
import { couponActions } from './coupon-slice';
import { type CouponRootState, selectBetById, selectCoupon, selectCouponSnapshot } from './selectors';

export type { CouponEvent };

/** The market ids an action of the coupon asks to add: the action says so, no state needs comparing. */
function askedToAdd(action: Action): string[] {
  if (couponActions.betAdded.match(action)) return [action.payload.bet.market.id];
  if (couponActions.couponSynced.match(action)) return action.payload.added.map(({ bet }) => bet.market.id);
  if (couponActions.couponLoadedFromCode.match(action)) return action.payload.bets.map((bet) => bet.market.id);
  return [];
}

/**
 * The coupon's events, from its own actions, in one listener: "bet added" for each bet an add brought in (a bet
 * already there is not added again; `couponSynced` is another tab's add), then "coupon updated" after any change.
 * Returns the undo.
 */
export function listenToCouponEvents(
  startListening: AppStartListening,
  listener: (event: CouponEvent) => void,
): () => void {
  return startListening({
    predicate: (_action, current, previous) => selectCoupon(current) !== selectCoupon(previous),
    effect: (action, api) => {
      const before: CouponRootState = api.getOriginalState();
      const after: CouponRootState = api.getState();
      const isFromOtherTab = couponActions.couponSynced.match(action);
      for (const marketId of askedToAdd(action)) {
        if (!selectBetById(before, marketId) && selectBetById(after, marketId))
          listener({ type: 'betAdded', marketId, isFromOtherTab });
      }
      listener({ type: 'couponUpdated', coupon: selectCouponSnapshot(after) });
    },
  });
}
