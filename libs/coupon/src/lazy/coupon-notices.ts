import { afterCouponInstalled } from './after-coupon-installed';

/** The toast of a coupon that cannot be saved, once the coupon (which finds that out) is installed. */
export const CouponNotSavedNotice = afterCouponInstalled('couponSaving', () =>
  import('../notice/CouponNotSavedNotice').then((part) => part.CouponNotSavedNotice),
);

/** MOD-026: the coupon notifications, once the coupon (which schedules them) is installed. */
export const CouponNotifications = afterCouponInstalled('couponNotifications', () =>
  import('../notifications/CouponNotifications').then((part) => part.CouponNotifications),
);
