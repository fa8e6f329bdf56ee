import type { CouponErrorCode } from '@kickoff/platform-api';
import type { GameStatus } from './line';

/**
 * The coupon records the state keeps, as plain types: the state file needs them and must not import the coupon
 * rules, which work on the state (imports point one way: rules → state → records).
 */
export type StoredCoupon = {
  couponId: string;
  userId: number;
  typeId: number;
  accountId: number;
  amount: number;
  coef: number;
  possibleWin: number;
  placedAt: number;
  bets: { marketId: string; coef: number }[];
};

/** A market as a coupon sees it now. */
export type BetStateView = {
  marketId: string;
  coef: number;
  isBlocked: boolean;
  isFinished: boolean;
  gameStatus: GameStatus;
  scores: [number, number] | null;
};

export type CouponFailure = {
  marketId: string | null;
  error_code: CouponErrorCode;
  error_message: string;
};

export type CouponView = Omit<StoredCoupon, 'userId' | 'bets'> & { marketIds: string[] };

export type PlacementResult =
  | { success: true; refId: string; coupons: CouponView[]; failed: CouponFailure[] }
  | { success: false; refId: string; error_code: CouponErrorCode; error_message: string; bets: BetStateView[] };
