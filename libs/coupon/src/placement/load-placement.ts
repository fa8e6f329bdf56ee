import { type FeatureContext, install } from '@kickoff/store';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectBetCount } from '../state/selectors';
import { oneClickRequested, placeRequested, placementRetried } from './placement-actions';

const isPress = (action: UnknownAction) =>
  placeRequested.match(action) || placementRetried.match(action) || oneClickRequested.match(action);

/**
 * Loads and installs placement (its own chunk) the first time the coupon holds a bet, added or restored. A press
 * that comes before it has arrived is kept and given to it once installed, so no click is lost on a slow network.
 */
export function startPlacementOnFirstNeed(ctx: FeatureContext): () => void {
  let uninstall: (() => void) | undefined;
  let isLoading = false;
  let isStopped = false;
  const held: UnknownAction[] = [];
  const load = () => {
    if (isLoading) return;
    isLoading = true;
    import('./placement-feature').then(
      ({ couponPlacementFeature }) => {
        if (isStopped) return;
        uninstall = install([couponPlacementFeature], ctx);
        stopWaiting();
        held.splice(0).forEach((action) => ctx.store.dispatch(action));
      },
      (error: unknown) => {
        isLoading = false;
        ctx.adapters.logger.warn('coupon: placement failed to load', error);
      },
    );
  };
  const stopWaiting = ctx.startAppListening({
    // the first bet (added, restored, from another tab), or a press: a failed load is tried again by the next one
    predicate: (action, current, previous) =>
      isPress(action) || (selectBetCount(current) > 0 && selectBetCount(previous) === 0),
    effect: (action) => {
      if (isPress(action) && !uninstall) held.push(action);
      load();
    },
  });
  if (selectBetCount(ctx.store.getState()) > 0) load();
  return () => {
    isStopped = true;
    stopWaiting();
    uninstall?.();
  };
}
