import { z } from 'zod/mini';
import { BONUS_BET_ID } from '../domain/bonus-bet';
import type { Bet } from '../domain/bet';
import type { CouponTypeId } from '../domain/coupon-type';
import { AddedAtSchema, BetSchema, CouponTypeIdSchema, SystemValueSchema } from './bet-schema';
import type { CouponState } from './coupon-state';

/**
 * What one tab tells the others after a change of the saved part of the coupon: which bets came and
 * went and what the player chose. Operations, not a snapshot: applying them is idempotent and adds from
 * two tabs both survive, where copying the other tab's whole coupon would drop one of them. Coefficients
 * are not sent: every tab asks the line itself.
 */
export interface CouponSyncDiff {
  added: { bet: Bet; addedAt: number }[];
  removed: string[];
  updated: { marketId: string; blockId: number; isBanker: boolean }[];
  typeId?: CouponTypeId;
  systemValue?: number;
  isBonusBetDeletedManually?: boolean;
}

/** Built on the first message from another tab (see bet-schema.ts). */
export const CouponSyncDiffSchema = z.lazy(() =>
  z.object({
    added: z.array(z.object({ bet: BetSchema, addedAt: AddedAtSchema })).check(z.maxLength(1000)),
    removed: z.array(z.string()).check(z.maxLength(1000)),
    updated: z
      .array(z.object({ marketId: z.string(), blockId: z.int().check(z.nonnegative()), isBanker: z.boolean() }))
      .check(z.maxLength(1000)),
    typeId: z.optional(CouponTypeIdSchema),
    systemValue: z.optional(SystemValueSchema),
    isBonusBetDeletedManually: z.optional(z.boolean()),
  }),
);

const players = (bets: readonly Bet[]) =>
  new Map(bets.filter((bet) => bet.market.id !== BONUS_BET_ID).map((bet) => [bet.market.id, bet]));

/** The change from `before` to `after` worth telling other tabs, or null when there is none. */
export function couponSyncDiff(before: CouponState, after: CouponState): CouponSyncDiff | null {
  if (before === after) return null;
  const old = players(before.bets);
  const now = players(after.bets);
  const diff: CouponSyncDiff = {
    added: [...now]
      .filter(([id]) => !old.has(id))
      .map(([id, bet]) => ({ bet, addedAt: after.addedAtByBetId[id] ?? 0 })),
    removed: [...old.keys()].filter((id) => !now.has(id)),
    updated: [...now]
      .filter(([id, bet]) => {
        const was = old.get(id);
        return was !== undefined && (was.blockId !== bet.blockId || was.isBanker !== bet.isBanker);
      })
      .map(([id, bet]) => ({ marketId: id, blockId: bet.blockId, isBanker: bet.isBanker })),
  };
  if (before.typeId !== after.typeId) diff.typeId = after.typeId;
  if (before.systemValue !== after.systemValue) diff.systemValue = after.systemValue;
  if (before.isBonusBetDeletedManually !== after.isBonusBetDeletedManually)
    diff.isBonusBetDeletedManually = after.isBonusBetDeletedManually;
  const isEmpty =
    diff.added.length === 0 && diff.removed.length === 0 && diff.updated.length === 0 && Object.keys(diff).length === 3;
  return isEmpty ? null : diff;
}
