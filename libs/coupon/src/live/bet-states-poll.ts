import type { FeatureContext, RootState } from '@kickoff/store';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { TimerHandle } from '@kickoff/runtime';
import { couponApi } from '../api/coupon-api';
import { isBonusBet } from '../domain/bet';
import { couponActions } from '../state/coupon-slice';
import { applyBetStates } from '../state/coupon-thunks';
import { selectBets, selectCoupon, selectIsCouponRestored } from '../state/selectors';
import { betStatesInterval } from './poll-interval';

/** The platform's markets of the coupon (its own bonus bet has none). */
const polledIds = (state: RootState): string[] =>
  selectBets(state)
    .filter((bet) => !isBonusBet(bet))
    .map((bet) => bet.market.id);

/**
 * How long the first question may wait: no coefficient the coupon holds was read before its oldest bet was added, so
 * bets all added within the interval wait out the rest of it, and older ones (a coupon saved hours ago) are asked
 * about at once.
 */
function firstDelay(state: RootState, now: number, interval: number): number {
  const { addedAtByBetId } = selectCoupon(state);
  const oldest = Math.min(...polledIds(state).map((id) => addedAtByBetId[id] ?? 0));
  return Math.min(interval, Math.max(0, oldest + interval - now));
}

export interface BetStatesPollDeps extends Pick<FeatureContext, 'startAppListening' | 'store'> {
  adapters: Pick<FeatureContext['adapters'], 'timers' | 'visibility' | 'logger' | 'clock'>;
  random?: () => number;
}

/**
 * Live updates of the coupon's bets (couponBetsState → applyBetStates, which applies the player's
 * changeCoefAction): polled while the coupon holds bets and the tab is visible, one question at a time. Bets
 * that arrive from elsewhere than the line just read (a restored coupon, another tab, a shared code) and a tab
 * shown again are asked about at once: what they carry may be hours old. At start (placement loads with the
 * coupon's first bet) the bets' own age decides (firstDelay).
 */
export function startBetStatesPoll({
  startAppListening,
  store,
  adapters: { timers, visibility, logger, clock },
  random,
}: BetStatesPollDeps): () => void {
  let timer: TimerHandle | undefined;
  let isAsking = false;
  let isStopped = false;
  const isWanted = () =>
    !isStopped &&
    visibility.isVisible() &&
    selectIsCouponRestored(store.getState()) &&
    polledIds(store.getState()).length > 0;

  const cancel = () => {
    timers.clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (delay = betStatesInterval(selectBets(store.getState()), random)) => {
    cancel();
    if (isWanted() && !isAsking) timer = timers.setTimeout(() => void ask(), delay);
  };
  async function ask() {
    cancel();
    if (!isWanted() || isAsking) return;
    isAsking = true;
    const marketIds = polledIds(store.getState());
    const result = await store.dispatch(
      couponApi.endpoints.couponBetsState.initiate(
        { ids: marketIds.join(',') },
        { subscribe: false, forceRefetch: true },
      ),
    );
    isAsking = false;
    if (isStopped) return;
    if (result.data) store.dispatch(applyBetStates(marketIds, result.data.bets));
    else logger.warn('coupon: bet states could not be read', result.error);
    schedule();
  }

  const isFromTheLine = (action: UnknownAction) => couponActions.betAdded.match(action);
  const stopListening = startAppListening({
    predicate: (_action, current, previous) =>
      selectIsCouponRestored(current) !== selectIsCouponRestored(previous) ||
      (selectBets(current) !== selectBets(previous) && polledIds(current).join() !== polledIds(previous).join()),
    effect: (action, api) => {
      const before = new Set(polledIds(api.getOriginalState()));
      const arrived = polledIds(api.getState()).some((id) => !before.has(id));
      if (arrived && !isFromTheLine(action)) void ask();
      else if (!timer) schedule();
    },
  });
  const stopWatching = visibility.subscribe((isVisible) => (isVisible ? void ask() : cancel()));
  if (isWanted()) {
    const delay = firstDelay(store.getState(), clock.now(), betStatesInterval(selectBets(store.getState()), random));
    if (delay === 0) void ask();
    else schedule(delay);
  }
  return () => {
    isStopped = true;
    cancel();
    stopListening();
    stopWatching();
  };
}
