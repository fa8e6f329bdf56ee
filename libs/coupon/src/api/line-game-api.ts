import { callEndpoint, lineGame, platformApi } from '@kickoff/platform-api';

/**
 * The coupon's own line call: asked to add a bet by `{ marketId, gameId }`, the coupon reads the game (with every
 * market) from the platform itself and never takes a coefficient from whoever asked.
 */
export const couponLineApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    couponLineGame: callEndpoint(build, lineGame, {
      request: ({ gameId, lng }: { gameId: number; lng: string }) => ({ params: { gameId }, query: { lng } }),
      // Odds drift: nothing keeps an answer once the bet is built.
      keepUnusedDataFor: 0,
    }),
  }),
});
