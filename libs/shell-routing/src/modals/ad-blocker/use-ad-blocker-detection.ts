import type { Timers } from '@kickoff/runtime';
import { useEffect, useState } from 'react';
import type { AdBait } from './ad-bait';
import { detectAdBlocker } from './detect-ad-blocker';

/** Blockers apply their hiding styles asynchronously after an element appears; a short wait lets them. */
export const AD_BAIT_SETTLE_MS = 100;

export interface AdBlockerDetectionOptions {
  /** Places the bait: `() => placeAdBait(document)` in the app. */
  placeBait: () => AdBait;
  timers: Timers;
  settleMs?: number;
}

/** Undefined while checking, then whether an ad blocker hid the bait. Checks once per mount. */
export function useAdBlockerDetection({
  placeBait,
  timers,
  settleMs = AD_BAIT_SETTLE_MS,
}: AdBlockerDetectionOptions): boolean | undefined {
  const [blocked, setBlocked] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const bait = placeBait();
    const handle = timers.setTimeout(() => {
      setBlocked(detectAdBlocker(bait.read));
      bait.remove();
    }, settleMs);
    return () => {
      timers.clearTimeout(handle);
      bait.remove();
    };
    // One check per mount: a new placeBait function identity is not a reason to check again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return blocked;
}
