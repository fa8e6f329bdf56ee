import {
  type CallResponse,
  callEndpoint,
  couponBetsState,
  couponLimits,
  couponPlace,
  couponPlacementByRefId,
  limitsGet,
  platformApi,
} from '@kickoff/platform-api';

/** The placement answer as the contract checks it (`CouponPlaceResultSchema`): one or more coupons, or a refusal. */
export type CouponPlaceAnswer = CallResponse<typeof couponPlace>;

/** doc 001 §3 limit, the part the coupon reads (LIM-033). */
export interface PlayerLimit {
  limitType: number;
  limitState: string;
  endsAt: number | null;
}

/**
 * The coupon's platform calls, injected into the one API. Nothing here is cached past its use: odds, bet states
 * and limits drift, and a placement is never read back from a cache.
 */
export const couponApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    couponPlace: callEndpoint(build, couponPlace, { arg: 'body' }),
    /** What became of a placement whose answer was lost (404: nothing was placed under that refId). */
    couponPlacementByRefId: callEndpoint(build, couponPlacementByRefId, { arg: 'params', keepUnusedDataFor: 0 }),
    couponBetsState: callEndpoint(build, couponBetsState, { arg: 'query', keepUnusedDataFor: 0 }),
    couponLimits: callEndpoint(build, couponLimits, { kind: 'query', arg: 'body', keepUnusedDataFor: 0 }),
    /** The player's limits (limit service v3), for the coupon's own question: is betting self-excluded? */
    couponPlayerLimits: callEndpoint(build, limitsGet, {
      // The player is the cache key: another player's limits are never read from this one's entry.
      request: (_player: { userId: number }) => ({}),
      keepUnusedDataFor: 0,
    }),
  }),
});
