import { balanceRefreshRequested } from '@kickoff/contracts';
import { type CouponPayload, isPlatformError } from '@kickoff/platform-api';
import { sleep } from '@kickoff/runtime';
import { couponApi } from '../api/coupon-api';
import { selectCoupon } from '../state/selectors';
import { type PlaceCallResult, attemptOutcome } from './attempt-outcome';
import { placementConfirmed, placementUnconfirmed } from './placement-actions';
import type { ApplyOutcome, ListenerApi, PlacementDeps } from './placement-attempt';
import { selectPlacement } from './placement-selectors';

/** The first question goes at once; then ever longer pauses, never more than half a minute. */
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

type Answer = { placed: PlaceCallResult } | 'notPlaced' | 'unknown';

async function ask(api: ListenerApi, payload: CouponPayload): Promise<Answer> {
  const request = api.dispatch(
    couponApi.endpoints.couponPlacementByRefId.initiate(
      { refId: payload.refId },
      { subscribe: false, forceRefetch: true },
    ),
  );
  const result = await request;
  if (result.data) return result.data.success ? { placed: { data: result.data } } : 'notPlaced';
  const { error } = result;
  return isPlatformError(error) && error.kind === 'http' && error.status === 404 ? 'notPlaced' : 'unknown';
}

const isWaiting = (api: ListenerApi) => {
  const { status, isUnconfirmed } = selectPlacement(api.getState());
  return status === 'failed' && isUnconfirmed;
};

/**
 * After an attempt that went unanswered, the slip stays frozen while the platform is asked, by refId, what became
 * of each payload: placed ones are applied as placed (the coupon empties, analytics and notifications once), the
 * others stay to retry; then the slip is free again and the balance is read. A retry or a dismissal ends the asking.
 */
export function startPlacementConfirmation(
  { startAppListening, timers }: Pick<PlacementDeps, 'startAppListening' | 'timers'>,
  apply: ApplyOutcome,
): () => void {
  return startAppListening({
    actionCreator: placementUnconfirmed,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const { unanswered } = selectPlacement(api.getState());
      let pause = 0;
      for (;;) {
        if (pause > 0) await api.pause(sleep(pause, { timers }));
        if (!isWaiting(api)) return;
        const answers = await api.pause(Promise.all(unanswered.map((payload) => ask(api, payload))));
        if (!isWaiting(api)) return;
        if (answers.every((answer) => answer !== 'unknown')) {
          settle(api, apply, unanswered, answers);
          return;
        }
        pause = Math.min(LONGEST_PAUSE_MS, pause === 0 ? FIRST_PAUSE_MS : pause * 2);
      }
    },
  });
}

function settle(api: ListenerApi, apply: ApplyOutcome, sent: CouponPayload[], answers: Answer[]): void {
  const placedIndexes = answers.flatMap((answer, index) => (typeof answer === 'object' ? [index] : []));
  const before = selectCoupon(api.getState());
  if (placedIndexes.length > 0) {
    const placedSent = placedIndexes.map((index) => sent[index] as CouponPayload);
    const results = placedIndexes.map((index) => (answers[index] as { placed: PlaceCallResult }).placed);
    const outcome = attemptOutcome(placedSent, results, before.currencyIso);
    const left = sent.filter((_payload, index) => !placedIndexes.includes(index));
    const { failure } = selectPlacement(api.getState());
    // what was confirmed placed is applied as an answer; what the platform never got stays to retry
    apply(api, { ...outcome, unanswered: left, failure: left.length > 0 ? failure : null }, before, false);
  } else {
    // nothing was placed: the slip is the player's again, with the retry still there (the same refIds)
    api.dispatch(balanceRefreshRequested());
  }
  api.dispatch(placementConfirmed());
}
