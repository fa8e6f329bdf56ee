import { LIMIT_TYPE } from '@kickoff/platform-api';
import type { AppDispatch, FeatureContext, RootState } from '@kickoff/store';
import { type PlayerLimit, couponApi } from '../api/coupon-api';
import { type SelfExclusion, couponContextActions } from './coupon-context-slice';
import { selectPlayerId } from './placement-selectors';

/** LIM-033: an ACTIVE type-37 limit; its end, when it has one, as an ISO date-time. */
export function selfExclusionOf(limits: readonly PlayerLimit[]): SelfExclusion | null {
  const active = limits.find(
    (limit) => limit.limitType === LIMIT_TYPE.specialBlocking && limit.limitState === 'ACTIVE',
  );
  if (!active) return null;
  return { until: active.endsAt === null ? null : new Date(active.endsAt * 1000).toISOString() };
}

async function readSelfExclusion(
  dispatch: AppDispatch,
  getState: () => RootState,
  log: (message: string, detail?: unknown) => void,
) {
  const userId = selectPlayerId(getState());
  if (userId === null) {
    dispatch(couponContextActions.selfExclusionChanged(null));
    return;
  }
  const request = dispatch(
    couponApi.endpoints.couponPlayerLimits.initiate({ userId }, { subscribe: false, forceRefetch: true }),
  );
  const result = await request;
  // another player signed in meanwhile: their own read decides
  if (selectPlayerId(getState()) !== userId) return;
  if (result.data) dispatch(couponContextActions.selfExclusionChanged(selfExclusionOf(result.data)));
  // unknown stays unknown: the platform refuses `self_excluded` itself, and that refusal sets it
  else log('coupon: the player limits could not be read', result.error);
}

/**
 * Whether the signed-in player is self-excluded (LIM-033), read from the limit service whenever the player
 * changes (sign-in, sign-out, start). The limits issue adds its own reasons beside this one.
 */
export function startSelfExclusion({
  startAppListening,
  store,
  adapters,
}: Pick<FeatureContext, 'startAppListening' | 'store' | 'adapters'>): () => void {
  const log = (message: string, detail?: unknown) => adapters.logger.warn(message, detail);
  if (selectPlayerId(store.getState()) !== null) void readSelfExclusion(store.dispatch, store.getState, log);
  return startAppListening({
    predicate: (_action, current, previous) => selectPlayerId(current) !== selectPlayerId(previous),
    effect: (_action, api) => readSelfExclusion(api.dispatch, api.getState, log),
  });
}
