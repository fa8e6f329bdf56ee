import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { CommaListSchema, EpochSecondsSchema } from './common';
import { defineCall } from './define-call';
import { BetSourceSchema, MarketSchema } from './line';

/*
 * Coupon calls (Kickoff's: doc 000 §7 says "method, path and answer not shown"). The placement payload is
 * doc 000 §3.4 / CPN-041. Business refusals are 200 `{ success: false, error_code }` like the account
 * calls, so one answer type carries both; transport errors stay HTTP errors.
 */

/** doc 000 §4.1 coupon typeIds. */
export const COUPON_TYPE = { single: 0, express: 1, systemWithBlocks: 2, system: 4, multipleSingles: 9 } as const;

/**
 * changeCoefAction (doc 000 §3.2, default 2) mapped onto doc 001 §4's three choices (Kickoff's mapping):
 * 0 confirm every change, 1 accept any change, 2 accept increases.
 */
export const CHANGE_COEF_ACTION = { confirm: 0, acceptAny: 1, acceptIncrease: 2 } as const;
export const ChangeCoefActionSchema = lazySchema(() =>
  z.literal([CHANGE_COEF_ACTION.confirm, CHANGE_COEF_ACTION.acceptAny, CHANGE_COEF_ACTION.acceptIncrease]),
);

/** A bet as placed: the market and the coefficient the user saw. */
export const PlacedBetSchema = lazySchema(() =>
  z.object({
    marketId: MarketSchema.shape.id,
    gameId: z.int().check(z.positive()),
    typeId: z.int(),
    kind: z.int(),
    param: z.nullable(z.number()),
    coef: z.number().check(z.gte(1)),
    /** system-with-blocks block (typeId 2); 0 otherwise */
    blockId: z.int().check(z.nonnegative()),
    isBanker: z.optional(z.boolean()),
  }),
);
export type PlacedBet = z.infer<typeof PlacedBetSchema>;

/** doc 000 §3.4 placed coupon payload. `refId` is the idempotency key: a repeat answers the first result. */
export const CouponPayloadSchema = lazySchema(() =>
  z.object({
    accountId: z.int().check(z.positive()),
    amount: z.number().check(z.positive()),
    /** block id → amount, for typeId 2; empty otherwise */
    amountByBlockId: z.record(z.string(), z.number().check(z.nonnegative())),
    bets: z.array(PlacedBetSchema).check(z.minLength(1)),
    changeCoefAction: ChangeCoefActionSchema,
    coef: z.number().check(z.gte(1)),
    /** the coefficient as displayed in coefViewId's format (`6/4`, `+150`) */
    coefByView: z.string(),
    coefViewId: z.int().check(z.nonnegative()),
    /** 0 = not set */
    exactCoef: z.number().check(z.nonnegative()),
    isDropOnScoreChange: z.boolean(),
    refId: z.string().check(z.minLength(8)),
    /** ≥ 2 for systems; 0 otherwise */
    systemValue: z.int().check(z.nonnegative()),
    typeId: z.int().check(z.nonnegative()),
    userId: z.int().check(z.positive()),
    /** the hyperBonus fields of doc 000 §3.1; 0 when the coupon has no hyper bonus */
    hyperBonusPercent: z.number().check(z.nonnegative()),
    minHyperBonusBetLimit: z.number().check(z.nonnegative()),
    maxHyperBonusLimit: z.number().check(z.nonnegative()),
    isVipBet: z.optional(z.boolean()),
    promoCode: z.optional(z.string()),
    /** the express's bonus bet (doc 000 §4.1, CPN-019 … 022) as the slip priced it: the platform checks and applies it */
    bonusBetCoef: z.optional(z.number().check(z.gte(1))),
  }),
);
export type CouponPayload = z.infer<typeof CouponPayloadSchema>;

/** Why a coupon or one of its bets was refused. */
export const CouponErrorCodeSchema = lazySchema(() =>
  z.enum([
    'coef_changed',
    'bet_blocked',
    'game_finished',
    'insufficient_funds',
    'amount_below_min',
    'amount_above_max',
    'self_excluded',
    'account_frozen',
    'invalid_coupon',
  ]),
);
export type CouponErrorCode = z.infer<typeof CouponErrorCodeSchema>;

/** The current state of a market in a coupon. */
export const BetStateSchema = lazySchema(() =>
  z.looseObject({
    marketId: MarketSchema.shape.id,
    coef: z.number().check(z.gte(1)),
    isBlocked: z.boolean(),
    isFinished: z.boolean(),
    gameStatus: z.int().check(z.nonnegative()),
    /** the two opponents' scores; null before the start or for outrights */
    scores: z.nullable(z.tuple([z.int(), z.int()])),
  }),
);
export type BetState = z.infer<typeof BetStateSchema>;

/** A placed coupon; `couponId` is digits (the print-coupon route accepts only digits). */
export const PlacedCouponSchema = lazySchema(() =>
  z.looseObject({
    couponId: z.string().check(z.regex(/^\d+$/)),
    typeId: z.int().check(z.nonnegative()),
    accountId: z.int().check(z.positive()),
    amount: z.number().check(z.positive()),
    coef: z.number().check(z.gte(1)),
    possibleWin: z.number().check(z.nonnegative()),
    placedAt: EpochSecondsSchema,
    marketIds: z.array(MarketSchema.shape.id).check(z.minLength(1)),
  }),
);
export type PlacedCoupon = z.infer<typeof PlacedCouponSchema>;

export const CouponFailureSchema = lazySchema(() =>
  z.looseObject({
    marketId: z.nullable(MarketSchema.shape.id),
    error_code: CouponErrorCodeSchema,
    error_message: z.string(),
  }),
);
export type CouponFailure = z.infer<typeof CouponFailureSchema>;

/**
 * Placement answer. Success: one coupon, or one per bet for multiple singles (typeId 9), where bets that
 * failed are listed in `failed`. Refusal: the reason and the current state of the coupon's bets.
 */
export const CouponPlaceResultSchema = lazySchema(() =>
  z.discriminatedUnion('success', [
    z.looseObject({
      success: z.literal(true),
      refId: z.string(),
      coupons: z.array(PlacedCouponSchema).check(z.minLength(1)),
      failed: z.array(CouponFailureSchema),
    }),
    z.looseObject({
      success: z.literal(false),
      refId: z.string(),
      error_code: CouponErrorCodeSchema,
      error_message: z.string(),
      bets: z.array(BetStateSchema),
    }),
  ]),
);
export type CouponPlaceResult = z.infer<typeof CouponPlaceResultSchema>;

export const CouponLimitsSchema = lazySchema(() =>
  z.looseObject({
    minBetAmount: z.number().check(z.nonnegative()),
    /** null = no finite maximum (then no VIP bet, doc 000 §5) */
    maxBetAmount: z.nullable(z.number().check(z.positive())),
    maxPayout: z.nullable(z.number().check(z.positive())),
    availablePrepaidAmount: z.number().check(z.nonnegative()),
  }),
);
export type CouponLimits = z.infer<typeof CouponLimitsSchema>;

export const CouponStatusSchema = lazySchema(() => z.enum(['pending', 'won', 'lost', 'returned', 'cancelled']));

export const PrintedCouponSchema = lazySchema(() =>
  z.extend(PlacedCouponSchema, {
    status: CouponStatusSchema,
    bets: z.array(z.extend(BetSourceSchema, { coef: z.number().check(z.gte(1)) })).check(z.minLength(1)),
  }),
);
export type PrintedCoupon = z.infer<typeof PrintedCouponSchema>;

export const couponPlace = defineCall({
  name: 'couponPlace',
  method: 'POST',
  path: '/web-api/coupon/place',
  body: CouponPayloadSchema,
  response: CouponPlaceResultSchema,
  auth: 'token',
  origin: 'kickoff',
  doc: 'Kickoff (doc 000 §7: not shown): payload doc 000 §3.4. The same refId answers the first result again (no second coupon). A coefficient that moved refuses with coef_changed per changeCoefAction: 0 any move, 1 never, 2 only a decrease; the refusal carries the bets’ current states.',
});

export const couponPlacementByRefId = defineCall({
  name: 'couponPlacementByRefId',
  method: 'GET',
  path: '/web-api/coupon/placement/:refId',
  params: lazySchema(() => z.object({ refId: z.string().check(z.minLength(8), z.maxLength(128)) })),
  response: CouponPlaceResultSchema,
  auth: 'token',
  origin: 'kickoff',
  doc: 'Kickoff: what became of a placement whose answer was lost: the placed result of this refId (the same answer couponPlace gave), 404 when the platform placed nothing under it for this user.',
});

export const couponBetsState = defineCall({
  name: 'couponBetsState',
  method: 'GET',
  path: '/web-api/coupon/bets-state',
  headers: { 'Cache-Control': 'no-cache' },
  query: lazySchema(() => z.object({ ids: CommaListSchema })),
  response: lazySchema(() => z.looseObject({ bets: z.array(BetStateSchema) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: current coef / blocked / finished of the coupon’s markets (`ids` = market ids, comma list). A market the line no longer has is left out: the client treats it as blocked.',
});

export const couponLimits = defineCall({
  name: 'couponLimits',
  method: 'POST',
  path: '/web-api/coupon/limits',
  body: lazySchema(() =>
    z.object({
      accountId: z.int().check(z.positive()),
      typeId: z.int().check(z.nonnegative()),
      systemValue: z.int().check(z.nonnegative()),
      bets: z.array(z.pick(PlacedBetSchema, { marketId: true, coef: true })).check(z.minLength(1)),
    }),
  ),
  response: CouponLimitsSchema,
  auth: 'token',
  origin: 'kickoff',
  doc: 'Kickoff: minBetAmount, maxBetAmount, maxPayout and availablePrepaidAmount of doc 000 §3.1 for this coupon and account.',
});

export const couponPrint = defineCall({
  name: 'couponPrint',
  method: 'GET',
  path: '/web-api/print-coupon/:couponId',
  params: lazySchema(() => z.object({ couponId: z.string().check(z.regex(/^\d+$/)) })),
  response: PrintedCouponSchema,
  auth: 'token',
  origin: 'kickoff',
  doc: 'Kickoff: a placed coupon for the print-coupon/{couponId} page (doc 000 §2.2), with its bets’ markets and games; 404 when unknown or not the user’s.',
});

export const couponLoadByCode = defineCall({
  name: 'couponLoadByCode',
  method: 'GET',
  path: '/web-api/coupon/load/:code',
  params: lazySchema(() => z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9]{4,16}$/)) })),
  response: lazySchema(() =>
    z.looseObject({
      typeId: z.int().check(z.nonnegative()),
      systemValue: z.int().check(z.nonnegative()),
      bets: z.array(BetSourceSchema).check(z.minLength(1)),
    }),
  ),
  auth: 'none',
  origin: 'kickoff',
  doc: 'Kickoff: loads a shared coupon by code (loadCouponInputValue, loaded-from-code flag of doc 000 §3.1); 404 when the code is unknown.',
});

export const couponCalls = [
  couponPlace,
  couponPlacementByRefId,
  couponBetsState,
  couponLimits,
  couponPrint,
  couponLoadByCode,
] as const;
