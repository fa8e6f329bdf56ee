import { createAction } from '@reduxjs/toolkit';

/** The place button (anonymous: it asks to sign in; the coupon stays). */
export const placeRequested = createAction('couponPlacement/placeRequested');
/** Retry after a network failure, a 5xx or a timeout: the same payloads with the same refIds. */
export const placementRetried = createAction('couponPlacement/placementRetried');
