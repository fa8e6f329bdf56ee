import type { CouponPayload } from '@kickoff/platform-api';
import { couponPayloads } from '../domain/coupon-payload';
import type { CouponSettingsState } from './coupon-settings-slice';
import type { CouponState } from './coupon-state';

export interface CouponPayloadInput {
  userId: number;
  /** idempotency key of this placement attempt */
  refId: string;
}

export function couponPayloadsOf(
  coupon: CouponState,
  settings: CouponSettingsState,
  { userId, refId }: CouponPayloadInput,
): CouponPayload[] {
  if (coupon.accountId === null || coupon.bets.length === 0) return [];
  return couponPayloads(
    { ...coupon, accountId: coupon.accountId, promoCode: coupon.promoCode || coupon.manualPromoCode },
    {
      changeCoefAction: settings.changeCoefAction,
      exactCoef: settings.exactCoef,
      isDropOnScoreChange: settings.isDropOnScoreChange,
    },
    { userId, refId },
  );
}
