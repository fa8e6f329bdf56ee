import { createAction } from '@reduxjs/toolkit';

/** A placed coupon as this browser reports it once: notifications (CPN-042 … 045) and analytics (ANA-006) follow it. */
export interface PlacedReport {
  couponId: string;
  /** any of its bets was live when placed (CPN-018) */
  isLive: boolean;
  possibleWin: number;
  currencyIso: string;
  /** epoch ms, the site's clock */
  placedAt: number;
}

/** Said once per placement in this browser: a second tab hearing the same answer (same refId) does not say it again. */
export const couponsPlaced = createAction<PlacedReport[]>('couponPlacement/couponsPlaced');
