import { createAction } from '@reduxjs/toolkit';

/** The place button (anonymous: it asks to sign in; the coupon stays). */
export const placeRequested = createAction('couponPlacement/placeRequested');
/** Retry after a network failure, a 5xx or a timeout: the same payloads with the same refIds. */
export const placementRetried = createAction('couponPlacement/placementRetried');
/** One-click is on and the player added this bet here (an odds click): place it at once, alone (one-click-listener.ts). */
export const oneClickRequested = createAction<{ marketId: string; addedAt: number }>(
  'couponPlacement/oneClickRequested',
);
