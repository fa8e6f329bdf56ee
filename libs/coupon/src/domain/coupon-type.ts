import type { COUPON_TYPE as CONTRACT_COUPON_TYPE } from '@kickoff/platform-api';

/**
 * Coupon types by typeId (doc 000 §4.1). `satisfies` ties them to the platform contract at compile time
 * without loading the API client into the domain code.
 */
export const COUPON_TYPE = {
  single: 0,
  express: 1,
  systemWithBlocks: 2,
  system: 4,
  multipleSingles: 9,
} as const satisfies typeof CONTRACT_COUPON_TYPE;

export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

export const COUPON_TYPE_IDS: readonly CouponTypeId[] = Object.values(COUPON_TYPE);

/** Other ids exist only in the platform's helper lists; the coupon never takes one. */
export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return COUPON_TYPE_IDS.includes(value as CouponTypeId);
}

export function isSystemType(typeId: CouponTypeId): boolean {
  return typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.systemWithBlocks;
}
