import type { PlacedCoupon } from '@kickoff/platform-api';
import type { Bet } from '../domain/bet';
import { COEF_VIEW, type CoefViewId } from '@kickoff/contracts';
import { COUPON_TYPE, type CouponTypeId } from '../domain/coupon-type';
import { MIN_SYSTEM_VALUE, type SystemValue } from '../domain/system-values';
import { FALLBACK_CURRENCY, defaultInitialAmount } from '../domain/amount-defaults';
import type { AmountRefusal } from '../domain/money-input';

/** A stake field of the slip: the coupon's, a block's (system with blocks) or a bet's (multiple singles). */
export type AmountField = 'coupon' | `block:${number}` | `bet:${string}`;

/** The coupon (doc 000 §3.1). `coef`, `coefByView` and `systemValues` follow the bets; reducers keep them so. */
export interface CouponState {
  tab: number;
  typeId: CouponTypeId;
  /** market ids of the bets being placed right now */
  activePlaceBetIds: string[];
  /** in the order they were added (addedAtByBetId); the coupon's own bonus bet last */
  bets: Bet[];
  accountId: number | null;
  /** type of the paying account: the maximum never applies to the bonus account (4) */
  accountType: number | null;
  currencyIso: string;
  amount: number;
  amountByBlockId: Record<string, number>;
  amountByBetId: Record<string, number>;
  /** stake fields whose text could not be read, and why: nothing is placed while one is (never a previous stake) */
  unreadableAmounts: Partial<Record<AmountField, AmountRefusal>>;
  /** the paying account's currency changed under a stake: it was cleared, and the slip says so (the new currency) */
  stakeClearedForCurrency: string | null;
  minBetAmount: number;
  /** null: no finite maximum */
  maxBetAmount: number | null;
  availablePrepaidAmount: number;
  coef: number;
  coefByView: string;
  /** the player's odds format (global preference, mirrored here for coefByView and the payload) */
  coefViewId: CoefViewId;
  promoCode: string;
  manualPromoCode: string;
  promoCodes: string[];
  systemValue: number;
  systemValues: SystemValue[];
  antiExpressCoef: number;
  successCoupon: PlacedCoupon | null;
  singlesResultCoupons: PlacedCoupon[];
  loadCouponInputValue: string;
  expressId: number | null;
  /** epoch ms each bet was added, by market id */
  addedAtByBetId: Record<string, number>;
  maxPayout: number | null;
  initialAmount: number;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  isActiveSystemBanker: boolean;
  /** placement in progress */
  isPlaceBet: boolean;
  /** a placement went unanswered and the platform has not yet said what became of it: no stake or bet changes */
  isPlacementUnconfirmed: boolean;
  isAutoMax: boolean;
  isVipBet: boolean;
  isLoadedFromCode: boolean;
  /** the player deleted the bonus bet: it is not offered again until the coupon is cleared */
  isBonusBetDeletedManually: boolean;
}

/** Saved locally and restored after a reload (doc 000 §3.1); nothing else of the coupon is. */
export const SAVED_COUPON_FIELDS = [
  'bets',
  'addedAtByBetId',
  'typeId',
  'systemValue',
] as const satisfies readonly (keyof CouponState)[];

export const COUPON_TAB = 1;

export const initialCouponState: CouponState = {
  tab: COUPON_TAB,
  typeId: COUPON_TYPE.single,
  activePlaceBetIds: [],
  bets: [],
  accountId: null,
  accountType: null,
  currencyIso: FALLBACK_CURRENCY,
  amount: 0,
  amountByBlockId: {},
  amountByBetId: {},
  unreadableAmounts: {},
  stakeClearedForCurrency: null,
  minBetAmount: 0,
  maxBetAmount: null,
  availablePrepaidAmount: 0,
  coef: 0,
  coefByView: '',
  coefViewId: COEF_VIEW.decimal,
  promoCode: '',
  manualPromoCode: '',
  promoCodes: [],
  systemValue: MIN_SYSTEM_VALUE,
  systemValues: [],
  antiExpressCoef: 0,
  successCoupon: null,
  singlesResultCoupons: [],
  loadCouponInputValue: '',
  expressId: null,
  addedAtByBetId: {},
  maxPayout: null,
  initialAmount: defaultInitialAmount(FALLBACK_CURRENCY),
  hyperBonusPercent: 0,
  minHyperBonusBetLimit: 0,
  maxHyperBonusLimit: 0,
  isActiveSystemBanker: false,
  isPlaceBet: false,
  isPlacementUnconfirmed: false,
  isAutoMax: false,
  isVipBet: false,
  isLoadedFromCode: false,
  isBonusBetDeletedManually: false,
};
