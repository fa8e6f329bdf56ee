import { balanceRefreshRequested } from '@kickoff/accounts';
import type { CouponPayload } from '@kickoff/platform-api';
import { selectUserId } from '@kickoff/session';
import type { AppStartListening, FeatureContext } from '@kickoff/store';
import { couponApi } from '../api/coupon-api';
import { isBetLive } from '../domain/bet';
import { couponActions } from '../state/coupon-slice';
import type { CouponState } from '../state/coupon-state';
import { applyBetStates } from '../state/coupon-thunks';
import { selectCoupon, selectCouponPayloads, selectCouponSettings } from '../state/selectors';
import { type AttemptOutcome, type PlaceCallResult, attemptOutcome } from './attempt-outcome';
import { couponContextActions } from './coupon-context-slice';
import { selectPlacementBlockers } from './placement-blockers';
import type { PlacementLedger } from './placement-ledger';
import { selectPlacement } from './placement-selectors';
import { type PlacedReport, couponsPlaced } from './placed-report';
import { placeRequested, placementAttempt, placementRetried } from './placement-slice';
import { refIdOf } from './ref-id';

/** ANA-006: the analytics event of a successful bet. */
export const SUCCESSFUL_BET_EVENT = { id: 10_000, name: 'successful_bet' } as const;

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

export interface PlacementDeps extends Pick<FeatureContext, 'startAppListening' | 'ports' | 'navigation'> {
  ledger: PlacementLedger;
  clock: FeatureContext['adapters']['clock'];
}

async function send(api: ListenerApi, payload: CouponPayload): Promise<PlaceCallResult> {
  const request = api.dispatch(couponApi.endpoints.couponPlace.initiate(payload));
  const result = await request;
  request.reset();
  return 'error' in result ? { error: result.error } : { data: result.data };
}

function reportsOf(outcome: AttemptOutcome, before: CouponState, placedAt: number): PlacedReport[] {
  const liveIds = new Set(before.bets.filter(isBetLive).map((bet) => bet.market.id));
  return outcome.placed.map(({ couponId, possibleWin, currencyIso, marketIds }) => ({ couponId, possibleWin, currencyIso, placedAt, isLive: marketIds.some((id) => liveIds.has(id)) }));
}

/**
 * The place button and its retry: the CPN-041 payloads with refIds from the decision and the browser's nonce
 * (ref-id.ts), one attempt at a time, the answers read together (attempt-outcome.ts). Placed: the coupon empties
 * (unless fixed), the balance is read again, and, once per browser, analytics and the notifications hear of it.
 * Refused: the bets' new states are shown and the causes marked. Failed: nothing moves, a retry sends the same.
 */
export function startPlacement({ startAppListening, ports, navigation, ledger, clock }: PlacementDeps): () => void {
  async function attempt(api: ListenerApi, payloads: CouponPayload[], isRetry: boolean) {
    const before = selectCoupon(api.getState());
    api.dispatch(placementAttempt.attemptStarted({ payloads, isRetry }));
    api.dispatch(couponActions.placementStarted());
    const results = await Promise.all(payloads.map((payload) => send(api, payload)));
    const outcome = attemptOutcome(payloads, results, before.currencyIso);
    for (const news of outcome.news) api.dispatch(applyBetStates(news.marketIds, news.states));
    if (outcome.refusal?.code === 'self_excluded') api.dispatch(couponContextActions.selfExclusionChanged({ until: null }));
    if (outcome.coupons.length === 0) api.dispatch(couponActions.placementFailed());
    else {
      api.dispatch(couponActions.placementSucceeded({ coupons: outcome.coupons, keepBets: selectCouponSettings(api.getState()).isCouponFixed }));
      api.dispatch(balanceRefreshRequested());
      if (ledger.recordPlaced(outcome.placedRefIds, { keepNonce: outcome.unanswered.length > 0 })) {
        const reports = reportsOf(outcome, before, clock.now());
        const track = ports.find('analytics.track');
        for (const report of reports) track?.({ ...SUCCESSFUL_BET_EVENT, payload: { couponId: report.couponId, possibleWin: report.possibleWin, currencyIso: report.currencyIso } });
        api.dispatch(couponsPlaced(reports));
      }
    }
    api.dispatch(placementAttempt.attemptSettled({ placed: outcome.placed, refusal: outcome.refusal, failure: outcome.failure, unanswered: outcome.unanswered }));
  }

  const stops = [
    startAppListening({
      actionCreator: placeRequested,
      effect: async (_action, api) => {
        const state = api.getState();
        const userId = selectUserId(state);
        if (userId === null) {
          // The login form opens over this page and comes back to it; the coupon is saved, so nothing is lost.
          const { pathname, search } = navigation.location();
          ports.find('shell.signIn')?.openLoginModal(`${pathname}${search}`);
          return;
        }
        // A second press while placing (a double click) meets the `placing` blocker and does nothing.
        if (selectPlacementBlockers(state).length > 0) return;
        const nonce = ledger.nonce();
        const payloads = selectCouponPayloads(state, { userId, refId: nonce }).map((payload) => ({ ...payload, refId: refIdOf(payload, nonce) }));
        await attempt(api, payloads, false);
      },
    }),
    startAppListening({
      actionCreator: placementRetried,
      effect: async (_action, api) => {
        const { status, unanswered } = selectPlacement(api.getState());
        if (status !== 'failed' || unanswered.length === 0) return;
        await attempt(api, unanswered, true);
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
