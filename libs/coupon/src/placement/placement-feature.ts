import { defineFeature, type LoadableFeature } from '@kickoff/store';
import { startBetStatesPoll } from '../live/bet-states-poll';
import { startCouponLimits } from '../live/coupon-limits';
import { startPlacementEffects } from './placement-effects';
import { placementResources } from './placement-resources';
import { couponPlacementSlice } from './placement-slice';

/**
 * What the coupon needs only once it holds bets: placement, who may place, the limits and the bets' live states.
 * A chunk of its own, installed by the coupon itself on first need (its `later` part `couponPlacement`), so a first page without a
 * coupon carries none of it.
 */
export const couponPlacementFeature = defineFeature({
  name: 'coupon placement',
  slices: [couponPlacementSlice],
  resources: [placementResources],
  register(ctx) {
    const stops = [startPlacementEffects(ctx), startCouponLimits(ctx), startBetStatesPoll(ctx)];
    return () => stops.forEach((stop) => stop());
  },
});

/** The placement chunk as the coupon's `later` part loads it: nothing to call, its listeners do the work. */
export const couponPlacementModule: LoadableFeature<undefined> = {
  feature: couponPlacementFeature,
  api: () => undefined,
};
