import { useEffect, useState } from 'react';
import { addBetByMarket } from '../../state/add-bet-by-market';
import type { CouponPlayerSite } from '../../testing/coupon-site';

type LinePick = Awaited<ReturnType<CouponPlayerSite['lineMarkets']>>[number];

/**
 * The line page's odds button, as a story's stand-in: the first open market of the mock's line, its coefficient as
 * its name, a click adds it as the host bridge's `addBet` does. The real line is a remote app, not this lib's.
 */
export function OddsStandIn({ site }: { site: CouponPlayerSite }) {
  const [pick, setPick] = useState<LinePick | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void site.lineMarkets().then(([first]) => isCurrent && setPick(first ?? null));
    return () => {
      isCurrent = false;
    };
  }, [site]);
  if (!pick) return null;
  const click = () =>
    void site.store.dispatch(addBetByMarket(pick, { language: site.i18n.language, clock: site.adapters.clock }));
  return (
    <button type="button" onClick={click} style={{ marginBlockEnd: 16 }}>
      {pick.coef.toFixed(2)}
    </button>
  );
}
