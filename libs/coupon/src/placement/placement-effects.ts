import type { FeatureContext } from '@kickoff/store';
import { placementLedger } from './placement-ledger';
import { startPlacement } from './placement-listener';
import { startSelfExclusion } from './self-exclusion';

/** Placement and who may place: started by the placement chunk once the coupon first holds a bet. */
export function startPlacementEffects(ctx: FeatureContext): () => void {
  const stops = [startPlacement({ ...ctx, ledger: placementLedger(ctx.adapters.localStorage), clock: ctx.adapters.clock }), startSelfExclusion(ctx)];
  return () => stops.forEach((stop) => stop());
}
