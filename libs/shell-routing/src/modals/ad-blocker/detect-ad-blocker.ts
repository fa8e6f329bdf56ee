/**
 * How the bait element looked once the ad blocker had its chance. Ad blockers hide (cosmetic filters:
 * `display: none`, `visibility: hidden`, zero size) or remove elements whose class names look like ads.
 */
export interface AdBaitReading {
  /** Still in the document: some blockers remove matching elements outright. */
  attached: boolean;
  /** Computed `display`. */
  display: string;
  /** Computed `visibility`. */
  visibility: string;
  /** Rendered height in px; the bait is laid out 1 px high, so 0 means something collapsed it. */
  height: number;
}

/** Reads the bait; the app's probe is `placeAdBait(document)`, tests pass a fake reading. */
export type AdBaitProbe = () => AdBaitReading;

/**
 * SR-097: the spec names no detection method, so the shell uses the common bait check. A page element with
 * ad-like class names is placed, and if the blocker hid or removed it, one is running. Pure: the probe does the
 * reading, this decides. A network-level check (blocked ad script) would need a third-party request we avoid.
 */
export function detectAdBlocker(bait: AdBaitProbe): boolean {
  const reading = bait();
  return !reading.attached || reading.display === 'none' || reading.visibility === 'hidden' || reading.height <= 0;
}
