import { createAction } from '@reduxjs/toolkit';

/** The place button (anonymous: it asks to sign in; the coupon stays). */
export const placeRequested = createAction('couponPlacement/placeRequested');
/** Retry after a network failure, a 5xx or a timeout: the same payloads with the same refIds. */
export const placementRetried = createAction('couponPlacement/placementRetried');
/** One-click is on and the player added this bet here (an odds click): place it at once, alone (one-click-listener.ts). */
export const oneClickRequested = createAction<{ marketId: string; addedAt: number }>(
  'couponPlacement/oneClickRequested',
);
/**
 * The platform may have placed what an attempt sent without an answer (a lost answer, a timeout, a 5xx): the slip
 * is frozen (no stake or bet changes) until the platform says what became of those refIds.
 */
export const placementUnconfirmed = createAction('couponPlacement/placementUnconfirmed');
/** The platform said what became of them (placed or not): the slip may change again. */
export const placementConfirmed = createAction('couponPlacement/placementConfirmed');
