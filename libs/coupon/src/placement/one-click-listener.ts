import type { CouponLimits } from '@kickoff/platform-api';
import { couponApi } from '../api/coupon-api';
import { COUPON_TYPE } from '../domain/coupon-type';
import { couponActions } from '../state/coupon-slice';
import { selectBetById, selectCoupon, selectIsOneClickActive } from '../state/selectors';
import { holdsOnly, oneClickSingle, stoppedRefusal } from './one-click-single';
import { oneClickStakeRefusal, selectOneClickStake } from './one-click-stake';
import { type Attempt, type ListenerApi, type PlacementDeps, askToSignIn, decidedPayloads } from './placement-attempt';
import { oneClickRequested } from './placement-actions';
import { placementBlockersIn } from './placement-blockers';
import { type PlacementRootState, selectCouponSiteRules, selectPlacement, selectPlayerId } from './placement-selectors';
import { placementAttempt } from './placement-slice';

/** A second click on the same odds this soon is the same click (a double click), even when the first was already placed. */
export const REPEAT_CLICK_MS = 1_000;

const isOneClickOn = (state: PlacementRootState) => selectIsOneClickActive(state, selectCouponSiteRules(state));
const isPlacing = (state: PlacementRootState) => selectPlacement(state).status === 'placing';

/** The platform's limits for exactly this single; null when they cannot be read (the platform checks again anyway). */
async function singleLimits(api: ListenerApi, marketId: string): Promise<CouponLimits | null> {
  const coupon = selectCoupon(api.getState());
  const bet = selectBetById(api.getState(), marketId);
  if (coupon.accountId === null || !bet) return null;
  const body = {
    accountId: coupon.accountId,
    typeId: COUPON_TYPE.single,
    systemValue: coupon.systemValue,
    bets: [{ marketId, coef: bet.market.coef }],
  };
  const result = await api.dispatch(
    couponApi.endpoints.couponLimits.initiate(body, { subscribe: false, forceRefetch: true }),
  );
  return result.data ?? null;
}

/**
 * One-click betting: a bet the player adds while it is on (one-click-trigger.ts) is placed at once, alone, as a
 * single at the one-click stake, through the place button's own path (blockers, refId, attempt). Clicks are placed
 * one after another, each after any placement in flight. Stopped or refused, the bet stays in the slip with the
 * reason; placed, it leaves the slip and the confirmation shows.
 */
export function startOneClick(deps: PlacementDeps, attempt: Attempt): () => void {
  const lastClickAt = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();

  async function placeOne(api: ListenerApi, marketId: string) {
    if (!isOneClickOn(api.getState())) return;
    if (selectPlayerId(api.getState()) === null) return askToSignIn(deps);
    const limits = await singleLimits(api, marketId);
    while (isPlacing(api.getState())) await api.condition((_action, state) => !isPlacing(state));
    const state = api.getState();
    const userId = selectPlayerId(state);
    // turned off, signed out or removed from the slip meanwhile: the click is over
    if (!isOneClickOn(state) || userId === null || !selectBetById(state, marketId)) return;
    const coupon = selectCoupon(state);
    const stake = selectOneClickStake(state);
    const refusal = oneClickStakeRefusal(state, stake);
    if (refusal)
      return void api.dispatch(
        placementAttempt.oneClickStopped(stoppedRefusal([{ kind: 'amountUnreadable', reason: refusal }], marketId)),
      );
    // the slip shows what goes, and a press of its place button after a lost answer sends the same decision (refId)
    if (holdsOnly(coupon, marketId) && coupon.amount !== stake) api.dispatch(couponActions.amountChanged(stake));
    const single = { ...state, coupon: { ...oneClickSingle(coupon, marketId, stake, limits) } };
    const blockers = placementBlockersIn(single);
    if (blockers.length > 0)
      return void api.dispatch(placementAttempt.oneClickStopped(stoppedRefusal(blockers, marketId)));
    await attempt(api, await decidedPayloads(single, userId, deps.ledger), { isRetry: false, keepBets: false });
  }

  return deps.startAppListening({
    actionCreator: oneClickRequested,
    effect: async ({ payload: { marketId, addedAt } }, api) => {
      const last = lastClickAt.get(marketId);
      lastClickAt.set(marketId, addedAt);
      // the first click was placed and its bet left the slip before this one's add arrived: undo the add
      if (last !== undefined && addedAt - last < REPEAT_CLICK_MS)
        return void api.dispatch(couponActions.betRemoved(marketId));
      const turn = queue.then(() => placeOne(api, marketId));
      queue = turn.catch(() => undefined);
      await turn;
    },
  });
}
