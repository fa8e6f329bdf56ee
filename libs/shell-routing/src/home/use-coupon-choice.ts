import { type CouponSnapshot, EMPTY_COUPON_SNAPSHOT } from '@kickoff/contracts';
import { usePort } from '@kickoff/store';
import type { Market } from '@kickoff/platform-api';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const nothingToHear = () => () => undefined;
const emptyCoupon = () => EMPTY_COUPON_SNAPSHOT;

export interface CouponChoice {
  isChosen(marketId: string): boolean;
  /** A chosen odds leaves the coupon, any other joins it. */
  toggle(market: Pick<Market, 'id' | 'gameId'>): void;
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
  const toggle = useCallback(
    ({ id, gameId }: Pick<Market, 'id' | 'gameId'>) => {
      if (!bridge) return;
      if (chosen.has(id)) bridge.removeBet(id);
      // A market the line no longer has is not added; the odds will have gone with the next answer.
      else bridge.addBet({ marketId: id, gameId }, i18n.language).catch(() => undefined);
    },
    [bridge, chosen, i18n.language],
  );
  return { isChosen: (marketId) => chosen.has(marketId), toggle };
}
