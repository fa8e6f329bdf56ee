/** doc 001 §9: how often each kind of component refreshes its data. */
export const POLLING_INTERVALS_MS = {
  default: 10_000,
  line: 15_000,
  media: 600_000,
  banners: 60_000,
  userMessages: 60_000,
  lineGameSlider: 30_000,
} as const;

/** Live data polls every 2 to 5 s. */
export const LIVE_POLLING_RANGE_MS = { min: 2_000, max: 5_000 } as const;

export type PollingKind = keyof typeof POLLING_INTERVALS_MS | 'live';

/**
 * The `pollingInterval` to give an RTK Query subscription. Live data gets a jittered value inside 2–5 s
 * (Kickoff's reading of "2 to 5 s"): thousands of open live pages must not hit the platform in lockstep.
 */
export function pollingInterval(kind: PollingKind, random: () => number = Math.random): number {
  if (kind !== 'live') return POLLING_INTERVALS_MS[kind];
  const { min, max } = LIVE_POLLING_RANGE_MS;
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(min + r * (max - min));
}
