import type { FeatureContext } from '@kickoff/store';
import { startOneClick } from './one-click-listener';
import { createAttempt } from './placement-attempt';
import { placementLedger } from './placement-ledger';
import { startPlacement } from './placement-listener';
import { startSelfExclusion } from './self-exclusion';

/** Placement (the place button and one-click, one attempt path) and who may place: started with the placement chunk. */
export function startPlacementEffects(ctx: FeatureContext): () => void {
  const { localStorage, clock, logger } = ctx.adapters;
  const deps = { ...ctx, ledger: placementLedger(localStorage), clock, logger };
  const attempt = createAttempt(deps);
  const stops = [startPlacement(deps, attempt), startOneClick(deps, attempt), startSelfExclusion(ctx)];
  return () => stops.forEach((stop) => stop());
}
