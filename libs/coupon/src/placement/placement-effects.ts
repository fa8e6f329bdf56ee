import type { FeatureContext } from '@kickoff/store';
import { startOneClick } from './one-click-listener';
import { createApplyOutcome, createAttempt } from './placement-attempt';
import { startPlacementConfirmation } from './placement-confirmation';
import { placementLedger } from './placement-ledger';
import { startPlacement } from './placement-listener';
import { startSelfExclusion } from './self-exclusion';

/** Placement (the place button and one-click, one attempt path) and who may place: started with the placement chunk. */
export function startPlacementEffects(ctx: FeatureContext): () => void {
  const { adapters } = ctx;
  const ledger = placementLedger(adapters.localStorage, adapters.locks);
  const deps = { ...ctx, ledger, clock: adapters.clock, timers: adapters.timers, logger: adapters.logger };
  const apply = createApplyOutcome(deps);
  const attempt = createAttempt(apply);
  const stops = [
    startPlacement(deps, attempt),
    startOneClick(deps, attempt),
    startPlacementConfirmation(deps, apply),
    startSelfExclusion(ctx),
  ];
  return () => stops.forEach((stop) => stop());
}
