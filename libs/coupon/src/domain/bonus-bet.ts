import { type Bet, DEFAULT_BET_STATUS_ID, isBonusBet } from './bet';
import { COUPON_TYPE, type CouponTypeId } from './coupon-type';
import { toThousandths } from './exact';

/** doc 000 §4.1, §9. */
export const BONUS_BET_RULES = { minBets: 3, minCoef: 1.1, minTotalCoef: 1.01, excludedMarketKind: 7 } as const;

/** The id of the bonus bet the coupon adds itself; it names no market of the line. */
export const BONUS_BET_ID = 'bonus-bet';
/** The bonus type the coupon's own bonus bet carries. */
export const COUPON_BONUS_TYPE_ID = 1;

export interface BonusBetOfferInput {
  typeId: CouponTypeId;
  bets: readonly Pick<Bet, 'market' | 'bonusTypeId'>[];
  /** site config: `isBonusBetEnabled` */
  isBonusBetEnabled: boolean;
}

/** The bets the offer is about: a bonus bet already in the coupon counts for nothing. */
export function regularBets<T extends Pick<Bet, 'market' | 'bonusTypeId'>>(bets: readonly T[]): T[] {
  return bets.filter((bet) => !isBonusBet(bet));
}

/**
 * Offered only on an express of at least 3 bets, each with coefficient ≥ 1.1 and market kind ≠ 7, whose
 * total coefficient is ≥ 1.01, when the site config allows it. Compared in exact thousandths: a float
 * 1.1 read from the platform must not fail a "≥ 1.1" check by a rounding hair.
 */
export function isBonusBetOffered({ typeId, bets, isBonusBetEnabled }: BonusBetOfferInput): boolean {
  if (!isBonusBetEnabled || typeId !== COUPON_TYPE.express) return false;
  const regular = regularBets(bets);
  if (regular.length < BONUS_BET_RULES.minBets) return false;
  const minCoef = toThousandths(BONUS_BET_RULES.minCoef);
  if (
    !regular.every(
      ({ market }) => toThousandths(market.coef) >= minCoef && market.kind !== BONUS_BET_RULES.excludedMarketKind,
    )
  )
    return false;
  const total = regular.reduce((product, { market }) => product * toThousandths(market.coef), 1n);
  return total * 100n >= 101n * 1000n ** BigInt(regular.length);
}

/** 1 × (1 + n/100) for n = 1 … 9 regular bets, else 1 × 1.1 (doc 000 §4.1). */
export function bonusBetCoef(regularBetCount: number): number {
  return Number.isInteger(regularBetCount) && regularBetCount >= 1 && regularBetCount <= 9
    ? (100 + regularBetCount) / 100
    : 1.1;
}

/** The bonus bet as a coupon bet: sport 0, the coupon's bonus type, no game. */
export function couponBonusBet(regularBetCount: number): Bet {
  return {
    market: {
      id: BONUS_BET_ID,
      coef: bonusBetCoef(regularBetCount),
      kind: 0,
      sportId: 0,
      typeId: 0,
      isLive: false,
      sportName: '',
      champName: '',
      gameId: 0,
      param: null,
      name: '',
    },
    blockId: 0,
    statusId: DEFAULT_BET_STATUS_ID,
    game: {
      sportNameEng: '',
      champNameEng: '',
      opponents: [],
      startTime: 0,
      status: 0,
      isFinished: false,
      gameTime: null,
      isLiveInLive: false,
    },
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: true,
    statisticId: null,
    bonusTypeId: COUPON_BONUS_TYPE_ID,
    isBanker: false,
    unacceptedChange: null,
  };
}
