import {
  type BetState,
  type CouponErrorCode,
  type CouponLimits,
  type CouponPayload,
  type PlacedCoupon,
  couponBetsState,
  couponLimits,
  couponPlace,
  couponPlacementByRefId,
  limitsGet,
  platformApi,
} from '@kickoff/platform-api';

/** The placement answer as the contract checks it (`CouponPlaceResultSchema`): one or more coupons, or a refusal. */
export type CouponPlaceAnswer =
  | {
      success: true;
      refId: string;
      coupons: PlacedCoupon[];
      failed: { marketId: string | null; error_code: CouponErrorCode; error_message: string }[];
    }
  | { success: false; refId: string; error_code: CouponErrorCode; error_message: string; bets: BetState[] };

/** The body of `couponLimits`: the coupon as the platform prices its limits. */
export interface CouponLimitsQuery {
  accountId: number;
  typeId: number;
  systemValue: number;
  bets: { marketId: string; coef: number }[];
}

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
    couponPlace: build.mutation<CouponPlaceAnswer, CouponPayload>({
      query: (body) => ({ call: couponPlace, body }),
    }),
    /** What became of a placement whose answer was lost (404: nothing was placed under that refId). */
    couponPlacementByRefId: build.query<CouponPlaceAnswer, { refId: string }>({
      query: (params) => ({ call: couponPlacementByRefId, params }),
      keepUnusedDataFor: 0,
    }),
    couponBetsState: build.query<{ bets: BetState[] }, { ids: string }>({
      query: (query) => ({ call: couponBetsState, query }),
      keepUnusedDataFor: 0,
    }),
    couponLimits: build.query<CouponLimits, CouponLimitsQuery>({
      query: (body) => ({ call: couponLimits, body }),
      keepUnusedDataFor: 0,
    }),
    /** The player's limits (limit service v3), for the coupon's own question: is betting self-excluded? */
    couponPlayerLimits: build.query<PlayerLimit[], { userId: number }>({
      query: () => ({ call: limitsGet }),
      keepUnusedDataFor: 0,
    }),
  }),
});
