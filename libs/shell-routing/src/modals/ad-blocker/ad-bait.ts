import type { AdBaitReading } from './detect-ad-blocker';

/** Class names from the common filter lists (EasyList's generic hiding rules), so any blocker hides the bait. */
export const AD_BAIT_CLASS_NAMES = 'adsbox ad-banner ad-placement pub_300x250 textads banner-ads';

export interface AdBait {
  read(): AdBaitReading;
  remove(): void;
}

/**
 * Puts a 1 px bait element off-screen (hidden from assistive tech, outside the tab order). Read it after the
 * blocker's styles applied (`AD_BAIT_SETTLE_MS`), then remove it.
 */
export function placeAdBait(doc: Document): AdBait {
  const bait = doc.createElement('div');
  bait.className = AD_BAIT_CLASS_NAMES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;pointer-events:none;';
  doc.body.appendChild(bait);
  return {
    read: () => {
      const style = doc.defaultView?.getComputedStyle(bait);
      return {
        attached: bait.isConnected,
        display: style?.display ?? '',
        visibility: style?.visibility ?? '',
        height: bait.offsetHeight,
      };
    },
    remove: () => bait.remove(),
  };
}
