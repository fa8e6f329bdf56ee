import type { FeatureContext, RootState } from '@kickoff/store';
import { couponApi } from '../api/coupon-api';
import { isBonusBet } from '../domain/bet';
import { couponActions } from '../state/coupon-slice';
import { selectCoupon } from '../state/selectors';
import { selectPlayerId } from '../placement/placement-selectors';

/**
 * What the limits depend on: the paying account, the type, the system value and which bets. Not the
 * coefficients: a live coupon would ask again on every poll.
 */
function limitsKey(state: RootState): string | null {
  const coupon = selectCoupon(state);
  const marketIds = coupon.bets.filter((bet) => !isBonusBet(bet)).map((bet) => bet.market.id);
  if (selectPlayerId(state) === null || coupon.accountId === null || marketIds.length === 0) return null;
  return JSON.stringify([coupon.accountId, coupon.typeId, coupon.systemValue, marketIds]);
}

/**
 * The coupon's minimum, maximum, maximum payout and prepaid amount (couponLimits) for its account and type: asked
 * at start and again whenever those (or its bets) change; only the newest question's answer is taken.
 */
export function startCouponLimits({
  startAppListening,
  store,
  adapters,
}: Pick<FeatureContext, 'startAppListening' | 'store' | 'adapters'>): () => void {
  let asked = 0;
  async function read() {
    const question = (asked += 1);
    const coupon = selectCoupon(store.getState());
    if (coupon.accountId === null) return;
    const bets = coupon.bets
      .filter((bet) => !isBonusBet(bet))
      .map((bet) => ({ marketId: bet.market.id, coef: bet.market.coef }));
    const body = { accountId: coupon.accountId, typeId: coupon.typeId, systemValue: coupon.systemValue, bets };
    const result = await store.dispatch(
      couponApi.endpoints.couponLimits.initiate(body, { subscribe: false, forceRefetch: true }),
    );
    if (question !== asked) return;
    if (result.data) store.dispatch(couponActions.limitsReceived(result.data));
    else adapters.logger.warn('coupon: limits could not be read', result.error);
  }
  if (limitsKey(store.getState()) !== null) void read();
  return startAppListening({
    // the cheap identity checks first: this runs on every action of the site
    predicate: (_action, current, previous) =>
      (selectCoupon(current) !== selectCoupon(previous) || selectPlayerId(current) !== selectPlayerId(previous)) &&
      limitsKey(current) !== limitsKey(previous) &&
      limitsKey(current) !== null,
    effect: () => read(),
  });
}
