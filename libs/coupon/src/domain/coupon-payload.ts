import type { CouponPayload, PlacedBet } from '@kickoff/platform-api';
import type { Bet } from './bet';
import { BONUS_BET_ID } from './bonus-bet';
import type { ChangeCoefAction } from './change-coef-action';
import { COUPON_TYPE, type CouponTypeId, isSystemType } from './coupon-type';
import { type PricedCoupon, couponCoef, totalStake } from './coupon-pricing';
import { formatCoef } from '@kickoff/contracts';

export interface PayloadCoupon extends PricedCoupon {
  bets: readonly Bet[];
  accountId: number;
  coefViewId: number;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  isVipBet: boolean;
  promoCode: string;
}

export interface PayloadSettings {
  changeCoefAction: ChangeCoefAction;
  /** 0 = not set */
  exactCoef: number;
  isDropOnScoreChange: boolean;
}

function placedBet(bet: Bet): PlacedBet {
  const { market } = bet;
  return {
    marketId: market.id,
    gameId: market.gameId,
    typeId: market.typeId,
    kind: market.kind,
    param: market.param,
    coef: market.coef,
    blockId: bet.blockId,
    ...(bet.isBanker ? { isBanker: true } : {}),
  };
}

/** Bets of a multiple-singles coupon grouped by their stake: one payload places every bet of a group. */
function singlesByStake(coupon: PayloadCoupon): [number, Bet[]][] {
  const groups = new Map<number, Bet[]>();
  for (const bet of coupon.bets) {
    const stake = coupon.amountByBetId[bet.market.id] ?? coupon.amount;
    groups.set(stake, [...(groups.get(stake) ?? []), bet]);
  }
  return [...groups];
}

/**
 * The placement payload(s) of doc 000 §3.4. One, except for multiple singles whose bets carry different
 * stakes: the platform takes one stake per payload and opens one coupon per bet, so each stake is a
 * payload of its own (refIds `refId`, `refId-2`, …). The coupon's own bonus bet names no market: it
 * travels in `coef` only.
 */
export function couponPayloads(
  coupon: PayloadCoupon,
  settings: PayloadSettings,
  { userId, refId }: { userId: number; refId: string },
): CouponPayload[] {
  const parts: [CouponTypeId, number, readonly Bet[]][] =
    coupon.typeId === COUPON_TYPE.multipleSingles
      ? singlesByStake(coupon).map(([stake, bets]) => [coupon.typeId, stake, bets])
      : [[coupon.typeId, coupon.amount, coupon.bets]];
  return parts.map(([typeId, amount, pricedBets], index) => {
    const coef = couponCoef({ ...coupon, amount, bets: pricedBets });
    const isBlocks = typeId === COUPON_TYPE.systemWithBlocks;
    const amountByBlockId = isBlocks
      ? Object.fromEntries(pricedBets.map((bet) => [String(bet.blockId), coupon.amountByBlockId[bet.blockId] ?? 0]))
      : {};
    const stake = isBlocks ? totalStake(coupon) : amount;
    // priced into `coef` and the slip's possible win; sent on its own so the platform pays it too
    const bonusBet =
      typeId === COUPON_TYPE.express ? pricedBets.find((bet) => bet.market.id === BONUS_BET_ID) : undefined;
    return {
      accountId: coupon.accountId,
      amount: stake,
      amountByBlockId,
      bets: pricedBets.filter((bet) => bet.market.id !== BONUS_BET_ID).map(placedBet),
      changeCoefAction: settings.changeCoefAction,
      coef,
      coefByView: formatCoef(coef, coupon.coefViewId),
      coefViewId: coupon.coefViewId,
      exactCoef: settings.exactCoef,
      isDropOnScoreChange: settings.isDropOnScoreChange,
      refId: index === 0 ? refId : `${refId}-${index + 1}`,
      systemValue: isSystemType(typeId) ? coupon.systemValue : 0,
      typeId,
      userId,
      hyperBonusPercent: coupon.hyperBonusPercent,
      minHyperBonusBetLimit: coupon.minHyperBonusBetLimit,
      maxHyperBonusLimit: coupon.maxHyperBonusLimit,
      ...(coupon.isVipBet ? { isVipBet: true } : {}),
      ...(coupon.promoCode ? { promoCode: coupon.promoCode } : {}),
      ...(bonusBet ? { bonusBetCoef: bonusBet.market.coef } : {}),
    };
  });
}
