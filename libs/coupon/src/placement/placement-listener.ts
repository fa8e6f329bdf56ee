import { type Attempt, type PlacementDeps, askToSignIn, decidedPayloads } from './placement-attempt';
import { selectPlacementBlockers } from './placement-blockers';
import { selectPlacement, selectPlayerId } from './placement-selectors';
import { placeRequested, placementRetried } from './placement-slice';

/**
 * The place button and its retry: the CPN-041 payloads with refIds from the coupon's content
 * (ref-id.ts), one attempt at a time (placement-attempt.ts).
 */
export function startPlacement(deps: PlacementDeps, attempt: Attempt): () => void {
  const { startAppListening, ledger } = deps;
  // a press being prepared (its identity is read under the tabs' lock): a second press meanwhile is the same one
  let isPreparing = false;
  const stops = [
    startAppListening({
      actionCreator: placeRequested,
      effect: async (_action, api) => {
        const state = api.getState();
        const userId = selectPlayerId(state);
        if (userId === null) return askToSignIn(deps);
        // A second press while placing (a double click) meets the `placing` blocker and does nothing; one while the
        // platform's word on an unanswered attempt is awaited does nothing either (its retry resends the same).
        if (isPreparing || selectPlacementBlockers(state).length > 0 || selectPlacement(state).isUnconfirmed) return;
        isPreparing = true;
        let payloads;
        try {
          payloads = await decidedPayloads(state, userId, ledger);
        } finally {
          isPreparing = false;
        }
        await attempt(api, payloads, { isRetry: false });
      },
    }),
    startAppListening({
      actionCreator: placementRetried,
      effect: async (_action, api) => {
        const { status, unanswered } = selectPlacement(api.getState());
        if (status !== 'failed' || unanswered.length === 0) return;
        await attempt(api, unanswered, { isRetry: true });
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
