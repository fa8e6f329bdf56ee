import { z } from 'zod/mini';
import type { Bet } from '../domain/bet';
import { COUPON_TYPE_IDS, type CouponTypeId } from '../domain/coupon-type';
import { MIN_SYSTEM_VALUE } from '../domain/system-values';

/*
 * The shapes the coupon accepts at its edges: saved state (bet by bet) and other tabs' messages. What passes
 * reaches the reducers, which trust it; what does not is dropped and logged where it arrived.
 */

/*
 * Each shape is built the first time it checks something (`z.lazy`, then kept): building them all is most of what
 * evaluating the coupon's chunk cost, in the task right after the start, and a first visit has nothing saved to read.
 */

const finite = () => z.number().check(z.refine(Number.isFinite, 'finite'));

export const BetSchema = z.lazy(() =>
  z.object({
    market: z.object({
      id: z.string().check(z.minLength(1), z.maxLength(200)),
      coef: finite().check(z.gte(1), z.lte(1_000_000)),
      kind: z.int(),
      sportId: z.int().check(z.nonnegative()),
      typeId: z.int(),
      isLive: z.boolean(),
      sportName: z.string(),
      champName: z.string(),
      gameId: z.int().check(z.nonnegative()),
      param: z.nullable(finite()),
      name: z.string(),
    }),
    blockId: z.int().check(z.nonnegative()),
    statusId: z.int(),
    game: z.object({
      sportNameEng: z.string(),
      champNameEng: z.string(),
      opponents: z
        .array(z.object({ name: z.string(), nameEng: z.string(), score: z.nullable(z.int().check(z.nonnegative())) }))
        .check(z.maxLength(2)),
      startTime: finite(),
      status: z.int().check(z.nonnegative()),
      isFinished: z.boolean(),
      gameTime: z.nullable(finite().check(z.nonnegative())),
      isLiveInLive: z.boolean(),
    }),
    isBlocked: z.boolean(),
    isDepend: z.boolean(),
    isBannedExpress: z.boolean(),
    isDisabledBanker: z.boolean(),
    statisticId: z.nullable(z.int()),
    bonusTypeId: z.nullable(z.int()),
    isBanker: z.boolean(),
    unacceptedChange: z.nullable(
      z.object({ seenCoef: z.nullable(finite().check(z.gte(1))), isScoreChanged: z.boolean() }),
    ),
  }),
) satisfies z.ZodMiniType<Bet>;

export const CouponTypeIdSchema = z.lazy(() =>
  z.custom<CouponTypeId>((value) => COUPON_TYPE_IDS.includes(value as CouponTypeId), 'coupon type id'),
);

export const SystemValueSchema = z.lazy(() => z.int().check(z.gte(MIN_SYSTEM_VALUE), z.lte(1000)));

export const AddedAtSchema = z.lazy(() => finite().check(z.nonnegative()));

/** The saved part of the coupon (doc 000 §3.1), with every bet listed once and stamped. */
export const SavedCouponSchema = z.lazy(() =>
  z
    .object({
      bets: z.array(BetSchema).check(z.maxLength(1000)),
      addedAtByBetId: z.record(z.string(), AddedAtSchema),
      typeId: CouponTypeIdSchema,
      systemValue: SystemValueSchema,
    })
    .check(
      z.refine(({ bets }) => new Set(bets.map((bet) => bet.market.id)).size === bets.length, 'a bet listed twice'),
    ),
);

export type SavedCoupon = z.infer<typeof SavedCouponSchema>;
