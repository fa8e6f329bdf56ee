import type { FeatureContext } from '@kickoff/store';
import { couponActions } from '../state/coupon-slice';
import { selectBetById, selectCouponSettings } from '../state/selectors';
import { oneClickRequested } from './placement-actions';

/**
 * With one-click on, a bet the player adds in this tab (an odds click; another tab's adds come as `couponSynced`) is
 * also a press. Part of the main entry, so the very first click is not lost while placement loads: the coupon's `later` part
 * holds the press until its chunk is installed. The site config's word and everything else is placement's to check.
 */
export function startOneClickTrigger({ startAppListening }: Pick<FeatureContext, 'startAppListening'>): () => void {
  return startAppListening({
    actionCreator: couponActions.betAdded,
    effect: ({ payload: { bet, addedAt } }, api) => {
      const marketId = bet.market.id;
      const isNew =
        !selectBetById(api.getOriginalState(), marketId) && selectBetById(api.getState(), marketId) !== undefined;
      if (isNew && selectCouponSettings(api.getState()).isActiveOneClick)
        api.dispatch(oneClickRequested({ marketId, addedAt }));
    },
  });
}
