import { ANALYTICS_EVENT, analyticsOf, balanceRefreshRequested } from '@kickoff/contracts';
import type { CouponPayload } from '@kickoff/platform-api';
import type { AppStartListening, FeatureContext } from '@kickoff/store';
import { couponApi } from '../api/coupon-api';
import { isBetLive } from '../domain/bet';
import { savedCouponRecord } from '../persistence/persisted-coupon';
import { couponActions } from '../state/coupon-slice';
import type { CouponState } from '../state/coupon-state';
import { applyBetStates } from '../state/coupon-thunks';
import { type CouponRootState, selectCoupon, selectCouponPayloads, selectCouponSettings } from '../state/selectors';
import { type AttemptOutcome, type PlaceCallResult, attemptOutcome } from './attempt-outcome';
import { couponContextActions } from './coupon-context-slice';
import { placementUnconfirmed } from './placement-actions';
import type { PlacementLedger } from './placement-ledger';
import { type PlacedReport, couponsPlaced } from './placed-report';
import { placementAttempt } from './placement-slice';
import { refIdOf } from './ref-id';

export type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

export interface PlacementDeps extends Pick<FeatureContext, 'startAppListening' | 'ports' | 'navigation'> {
  ledger: PlacementLedger;
  clock: FeatureContext['adapters']['clock'];
  logger: FeatureContext['adapters']['logger'];
  timers: FeatureContext['adapters']['timers'];
}

export interface AttemptOptions {
  isRetry: boolean;
  /** placed bets stay in the coupon (isCouponFixed); one-click never keeps them */
  keepBets?: boolean;
}

/** Sends an attempt's payloads and applies what came back; shared by the place button and one-click. */
export type Attempt = (api: ListenerApi, payloads: CouponPayload[], options: AttemptOptions) => Promise<void>;

async function send(api: ListenerApi, payload: CouponPayload): Promise<PlaceCallResult> {
  const request = api.dispatch(couponApi.endpoints.couponPlace.initiate(payload));
  const result = await request;
  request.reset();
  return 'error' in result ? { error: result.error } : { data: result.data };
}

function reportsOf(outcome: AttemptOutcome, before: CouponState, placedAt: number): PlacedReport[] {
  const liveIds = new Set(before.bets.filter(isBetLive).map((bet) => bet.market.id));
  return outcome.placed.map(({ couponId, possibleWin, currencyIso, marketIds }) => ({
    couponId,
    possibleWin,
    currencyIso,
    placedAt,
    isLive: marketIds.some((id) => liveIds.has(id)),
  }));
}

export type ApplyOutcome = (api: ListenerApi, outcome: AttemptOutcome, before: CouponState, keepBets: boolean) => void;

/**
 * What answers (of a placement, or of the question what became of one) change: placed bets leave the coupon (unless
 * kept) and the saved coupon is rewritten in the same task as the ledger records them, the balance is read again,
 * and, once per browser, analytics and the notifications hear of it. Refused: the bets' new states are shown.
 */
export function createApplyOutcome({
  ports,
  ledger,
  clock,
  logger,
}: Pick<PlacementDeps, 'ports' | 'ledger' | 'clock' | 'logger'>) {
  const track = analyticsOf(ports, (message, detail) => logger.warn(`coupon: ${message}`, detail));
  const apply: ApplyOutcome = (api, outcome, before, keepBets) => {
    for (const news of outcome.news) api.dispatch(applyBetStates(news.marketIds, news.states));
    if (outcome.refusal?.code === 'self_excluded')
      api.dispatch(couponContextActions.selfExclusionChanged({ until: null }));
    if (outcome.coupons.length === 0) api.dispatch(couponActions.placementFailed());
    else {
      api.dispatch(couponActions.placementSucceeded({ coupons: outcome.coupons, keepBets }));
      const isNew = ledger.recordPlaced(outcome.placedRefIds, savedCouponRecord(selectCoupon(api.getState())));
      api.dispatch(balanceRefreshRequested());
      if (isNew) {
        const reports = reportsOf(outcome, before, clock.now());
        for (const { couponId, possibleWin, currencyIso } of reports)
          track({ id: ANALYTICS_EVENT.successfulBet, detail: { couponId, possibleWin, currencyIso } });
        api.dispatch(couponsPlaced(reports));
      }
    }
    api.dispatch(
      placementAttempt.attemptSettled({
        placed: outcome.placed,
        refusal: outcome.refusal,
        failure: outcome.failure,
        unanswered: outcome.unanswered,
      }),
    );
    // sent without an answer: it may be placed; nothing changes until the platform says (placement-confirmation.ts)
    if (outcome.failure && outcome.unanswered.length > 0) api.dispatch(placementUnconfirmed());
  };
  return apply;
}

/** One attempt: the payloads sent together, the answers read together (attempt-outcome.ts), then applied. */
export function createAttempt(apply: ApplyOutcome): Attempt {
  return async (api, payloads, { isRetry, keepBets = selectCouponSettings(api.getState()).isCouponFixed }) => {
    const before = selectCoupon(api.getState());
    api.dispatch(placementAttempt.attemptStarted({ payloads, isRetry }));
    api.dispatch(couponActions.placementStarted());
    const results = await Promise.all(payloads.map((payload) => send(api, payload)));
    apply(api, attemptOutcome(payloads, results, before.currencyIso), before, keepBets);
  };
}

/** The login form opens over this page and comes back to it; the coupon is saved, so nothing is lost. */
export function askToSignIn({ ports, navigation }: Pick<PlacementDeps, 'ports' | 'navigation'>): void {
  const { pathname, search } = navigation.location();
  ports.find('shell.signIn')?.openLoginModal(`${pathname}${search}`);
}

/**
 * The payloads of the coupon in `state` (the slip's, or one-click's single) with their placement identity: refIds
 * from the coupon's content (ref-id.ts); a fixed coupon placed before under the same content takes the next
 * generation, so pressing it again is another bet; any other repeat is the same placement.
 */
export async function decidedPayloads(
  state: CouponRootState,
  userId: number,
  ledger: PlacementLedger,
): Promise<CouponPayload[]> {
  const { addedAtByBetId } = selectCoupon(state);
  const isFixed = selectCouponSettings(state).isCouponFixed;
  const payloads = selectCouponPayloads(state, { userId, refId: 'pending' });
  return Promise.all(
    payloads.map(async (payload) => ({
      ...payload,
      refId: await ledger.identity((generation) => refIdOf(payload, addedAtByBetId, generation), { isFixed }),
    })),
  );
}
