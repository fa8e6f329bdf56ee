import type { Action, ListenerEffectAPI, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { TabChannel } from '@kickoff/runtime';
import { REHYDRATE } from 'redux-persist';
import { z } from 'zod';
import { isBonusBet } from '../domain/bet';
import { isBonusBetOffered } from '../domain/bonus-bet';
import type { CouponSiteRules } from '../domain/site-rules';
import { type CouponEventListener, addedBets, couponUpdated, createCouponEventHub } from './coupon-events';
import { COUPON_PERSIST_KEY, couponActions } from './coupon-slice';
import { type CouponSyncDiff, CouponSyncDiffSchema, couponSyncDiff } from './coupon-sync';
import type { CouponLogger } from './persistence';
import { type CouponRootState, selectCoupon, selectHasBonusBet, selectIsCouponRestored } from './selectors';

export type CouponDispatch = ThunkDispatch<CouponRootState, unknown, UnknownAction>;
export type CouponStartListening = TypedStartListening<CouponRootState, CouponDispatch>;
type CouponListenerApi = ListenerEffectAPI<CouponRootState, CouponDispatch>;

/** The store the listeners run in (incoming messages from other tabs need a way in). */
export interface CouponStore {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => CouponRootState;
}

export interface CouponListenerDeps {
  /** another tab's coupon changes arrive here and ours leave here; without it each tab keeps its own */
  tabChannel?: TabChannel;
  /** the site config flags the bonus bet needs; without them no bonus bet is offered */
  selectSiteRules?: (state: CouponRootState) => Pick<CouponSiteRules, 'isBonusBetEnabled'> | undefined;
  logger?: CouponLogger;
}

export interface CouponListeners {
  /** "bet added" / "coupon updated" for the host bridge */
  subscribe(listener: CouponEventListener): () => void;
  unregister(): void;
}

const SYNC_MESSAGE_KIND = 'kickoff/coupon-sync';
const SyncMessageSchema = z.object({ kind: z.literal(SYNC_MESSAGE_KIND), diff: CouponSyncDiffSchema });

interface FromOtherTab {
  meta?: { isFromOtherTab?: boolean };
}
const isFromOtherTab = (action: Action) => (action as FromOtherTab).meta?.isFromOtherTab === true;
const isCouponRestore = (action: Action) => action.type === REHYDRATE && (action as { key?: string }).key === COUPON_PERSIST_KEY;
const couponChanged = (_action: Action, current: CouponRootState, previous: CouponRootState) => selectCoupon(current) !== selectCoupon(previous);

function startBonusBet(startListening: CouponStartListening, selectSiteRules: NonNullable<CouponListenerDeps['selectSiteRules']>) {
  return startListening({
    predicate: (action, current, previous) => couponChanged(action, current, previous) || selectSiteRules(current) !== selectSiteRules(previous),
    effect: (_action, api) => {
      const state = api.getState();
      const coupon = selectCoupon(state);
      const rules = selectSiteRules(state);
      const offered = !coupon.isBonusBetDeletedManually && isBonusBetOffered({ typeId: coupon.typeId, bets: coupon.bets, isBonusBetEnabled: rules?.isBonusBetEnabled ?? false });
      if (offered) api.dispatch(couponActions.bonusBetOffered({ regularBetCount: coupon.bets.filter((bet) => !isBonusBet(bet)).length }));
      else if (selectHasBonusBet(state)) api.dispatch(couponActions.bonusBetWithdrawn());
    },
  });
}

function startEvents(startListening: CouponStartListening, emit: (event: Parameters<CouponEventListener>[0]) => void) {
  return startListening({
    predicate: couponChanged,
    effect: (action, api: CouponListenerApi) => {
      const before = selectCoupon(api.getOriginalState());
      const after = selectCoupon(api.getState());
      if (!isCouponRestore(action)) for (const bet of addedBets(before, after)) emit({ type: 'betAdded', bet, isFromOtherTab: isFromOtherTab(action) });
      emit(couponUpdated(after));
    },
  });
}

/**
 * Cross-tab sync: our changes of the saved part go out as operations; the other tabs' come in and are
 * applied. Until the saved coupon has been read they wait, so a restore can never undo them.
 */
function startTabSync(startListening: CouponStartListening, store: CouponStore, channel: TabChannel, logger: CouponLogger) {
  let waiting: CouponSyncDiff[] = [];
  const apply = (diff: CouponSyncDiff) => store.dispatch({ ...couponActions.couponSynced(diff), meta: { isFromOtherTab: true } });

  const stopOutgoing = startListening({
    predicate: (action, current, previous) => !isFromOtherTab(action) && action.type !== REHYDRATE && couponChanged(action, current, previous),
    effect: (_action, api) => {
      const diff = couponSyncDiff(selectCoupon(api.getOriginalState()), selectCoupon(api.getState()));
      if (diff) channel.post({ kind: SYNC_MESSAGE_KIND, diff });
    },
  });
  const stopRestore = startListening({
    predicate: isCouponRestore,
    effect: () => {
      const pending = waiting;
      waiting = [];
      pending.forEach(apply);
    },
  });
  const unsubscribe = channel.subscribe((message) => {
    const parsed = SyncMessageSchema.safeParse(message);
    if (!parsed.success) {
      logger.warn('Ignored a coupon message from another tab', parsed.error.issues.slice(0, 3));
      return;
    }
    if (selectIsCouponRestored(store.getState())) apply(parsed.data.diff);
    else waiting.push(parsed.data.diff);
  });
  return () => {
    stopOutgoing();
    stopRestore();
    unsubscribe();
  };
}

/**
 * Starts the coupon's side effects in the store's listener middleware: the bonus bet offer, the host
 * bridge events and cross-tab sync. Returns the event subscription and a way to stop everything.
 */
export function registerCouponListeners(startListening: CouponStartListening, store: CouponStore, deps: CouponListenerDeps = {}): CouponListeners {
  const hub = createCouponEventHub();
  const logger = deps.logger ?? console;
  const stops = [startEvents(startListening, hub.emit)];
  if (deps.selectSiteRules) stops.push(startBonusBet(startListening, deps.selectSiteRules));
  if (deps.tabChannel) stops.push(startTabSync(startListening, store, deps.tabChannel, logger));
  return {
    subscribe: hub.subscribe,
    unregister: () => stops.forEach((stop) => stop()),
  };
}
