import type { Logger, TabChannel } from '@kickoff/runtime';
import type { AppStartListening, FeatureContext } from '@kickoff/store';
import { z } from 'zod/mini';
import { couponActions } from './coupon-slice';
import { type CouponSyncDiff, CouponSyncDiffSchema, couponSyncDiff } from './coupon-sync';
import { selectCoupon, selectIsCouponRestored } from './selectors';

const SYNC_MESSAGE_KIND = 'kickoff/coupon-sync';

/** The tab channel is an edge: another tab may run another build, or another script may post on our name. */
const SyncMessageSchema = z.lazy(() => z.object({ kind: z.literal(SYNC_MESSAGE_KIND), diff: CouponSyncDiffSchema }));

export interface TabSyncDeps {
  startListening: AppStartListening;
  store: FeatureContext['store'];
  channel: TabChannel;
  logger: Logger;
}

/**
 * Cross-tab sync: our changes of the saved part go out as operations; the other tabs' come in, are checked and
 * applied (`couponSynced`, which only this listener dispatches). Until the saved coupon has been read they wait,
 * so a restore can never undo them.
 */
export function startTabSync({ startListening, store, channel, logger }: TabSyncDeps): () => void {
  let waiting: CouponSyncDiff[] = [];
  const apply = (diff: CouponSyncDiff) => store.dispatch(couponActions.couponSynced(diff));
  const isRestore = (
    current: Parameters<typeof selectIsCouponRestored>[0],
    previous: Parameters<typeof selectIsCouponRestored>[0],
  ) => selectIsCouponRestored(current) && !selectIsCouponRestored(previous);

  const stopOutgoing = startListening({
    predicate: (action, current, previous) =>
      !couponActions.couponSynced.match(action) &&
      !isRestore(current, previous) &&
      selectCoupon(current) !== selectCoupon(previous),
    effect: (_action, api) => {
      const diff = couponSyncDiff(selectCoupon(api.getOriginalState()), selectCoupon(api.getState()));
      if (diff) channel.post({ kind: SYNC_MESSAGE_KIND, diff });
    },
  });
  const stopRestore = startListening({
    predicate: (_action, current, previous) => isRestore(current, previous),
    effect: () => {
      const pending = waiting;
      waiting = [];
      pending.forEach(apply);
    },
  });
  const unsubscribe = channel.subscribe((message) => {
    const parsed = SyncMessageSchema.safeParse(message);
    if (!parsed.success) {
      logger.warn('coupon: ignored a message from another tab', parsed.error.issues.slice(0, 3));
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
