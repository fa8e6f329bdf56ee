import type { APIRequestContext } from '@playwright/test';

/** A coupon the emulated platform accepted (`snapshot().coupons`, libs/platform-mock model/coupon-records.ts). */
export interface PlacedCoupon {
  couponId: string;
  userId: number;
  typeId: number;
  amount: number;
  coef: number;
  possibleWin: number;
  bets: { marketId: string; coef: number }[];
}

/** A placement as the platform received it (the request log), answered or not. */
export interface PlacementRequest {
  body: Record<string, unknown> & { refId: string; userId: number };
}

export async function patchEmulator(request: APIRequestContext, patch: Record<string, unknown>): Promise<void> {
  const answer = await request.patch('/__emulator/state', { data: patch });
  if (!answer.ok())
    throw new Error(`the emulator refused ${JSON.stringify(patch)}: ${answer.status()} ${await answer.text()}`);
}

/** The player's coupons on the platform, oldest first. Tests run side by side, so each reads only its own player's. */
export async function couponsOf(request: APIRequestContext, userId: number): Promise<PlacedCoupon[]> {
  const state = (await (await request.get('/__emulator/state')).json()) as { coupons: Record<string, PlacedCoupon> };
  return Object.values(state.coupons)
    .filter((coupon) => coupon.userId === userId)
    .sort((a, b) => a.couponId.localeCompare(b.couponId));
}

/** Whether the emulated platform's site config offers the bonus bet of an express (CPN-021). */
export async function isBonusBetEnabled(request: APIRequestContext): Promise<boolean> {
  const state = (await (await request.get('/__emulator/state')).json()) as {
    siteConfig: { isBonusBetEnabled?: boolean };
  };
  return state.siteConfig.isBonusBetEnabled === true;
}

/** Every couponPlace the platform received for this player, oldest first. */
export async function placementsOf(request: APIRequestContext, userId: number): Promise<PlacementRequest[]> {
  const log = (await (await request.get('/__emulator/requests?call=couponPlace')).json()) as PlacementRequest[];
  return log.filter((entry) => entry.body?.userId === userId);
}
