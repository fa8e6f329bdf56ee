import type { AppStartListening, RootState } from '@kickoff/store';
import { isBonusBet } from '../domain/bet';
import { isBonusBetOffered } from '../domain/bonus-bet';
import type { CouponSiteRules } from '../domain/site-rules';
import { couponActions } from './coupon-slice';
import { selectCoupon, selectHasBonusBet } from './selectors';

/** The site config flags the bonus bet needs; undefined while the config is not there (nothing is offered). */
export type SelectBonusBetRules = (state: RootState) => Pick<CouponSiteRules, 'isBonusBetEnabled'> | undefined;

/** CPN-019 … CPN-022: the coupon adds its own bonus bet while the offer holds, and withdraws it when it stops. */
export function startBonusBet(startListening: AppStartListening, selectRules: SelectBonusBetRules): () => void {
  const isEnabled = (state: RootState) => selectRules(state)?.isBonusBetEnabled ?? false;
  return startListening({
    predicate: (_action, current, previous) =>
      selectCoupon(current) !== selectCoupon(previous) || isEnabled(current) !== isEnabled(previous),
    effect: (_action, api) => {
      const state = api.getState();
      const coupon = selectCoupon(state);
      const offered =
        !coupon.isBonusBetDeletedManually &&
        isBonusBetOffered({ typeId: coupon.typeId, bets: coupon.bets, isBonusBetEnabled: isEnabled(state) });
      if (offered)
        api.dispatch(
          couponActions.bonusBetOffered({ regularBetCount: coupon.bets.filter((bet) => !isBonusBet(bet)).length }),
        );
      else if (selectHasBonusBet(state)) api.dispatch(couponActions.bonusBetWithdrawn());
    },
  });
}
