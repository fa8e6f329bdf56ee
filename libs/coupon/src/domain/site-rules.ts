import type { SiteConfig } from '@kickoff/platform-api';

/** The site config flags the coupon's rules read (doc 000 §1, §5). */
export type CouponSiteRules = Pick<
  SiteConfig,
  | 'isOneClickBetEnabled'
  | 'isVipBetEnabled'
  | 'isBonusBetEnabled'
  | 'minAmountCouponTypes'
  | 'maxAmountCouponTypes'
  | 'coefViewIds'
>;
