import { type CouponSnapshot, EMPTY_COUPON_SNAPSHOT, type MarketChoice } from '@kickoff/contracts';
import { usePort } from '@kickoff/store';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const nothingToHear = () => () => undefined;
const emptyCoupon = () => EMPTY_COUPON_SNAPSHOT;

export interface CouponChoice {
  /** The markets the coupon holds: the same set while the coupon does not change. */
  chosen: ReadonlySet<string>;
  /** Adds the market's bet (`select`) or removes it. */
  choose(choice: MarketChoice, select: boolean): void;
}

/**
 * The coupon's bets as the home page's odds buttons show them, through the coupon's bridge (feature libs never
 * import each other). The server and the first render in the browser see an empty coupon, so hydration matches;
 * the saved coupon shows right after.
 */
export function useCouponChoice(): CouponChoice {
  const bridge = usePort('coupon.bridge');
  const { i18n } = useTranslation();
  const coupon: CouponSnapshot = useSyncExternalStore(
    bridge ? (listener) => bridge.subscribe(listener) : nothingToHear,
    bridge ? bridge.read : emptyCoupon,
    emptyCoupon,
  );
  const chosen = useMemo(() => new Set(coupon.marketIds), [coupon]);
  const choose = useCallback(
    (choice: MarketChoice, select: boolean) => {
      if (!bridge) return;
      if (!select) bridge.removeBet(choice.marketId);
      // A market the line no longer has is not added; its odds go with the next answer.
      else bridge.addBet(choice, i18n.language).catch(() => undefined);
    },
    [bridge, i18n.language],
  );
  return { chosen, choose };
}
