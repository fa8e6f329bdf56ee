import { siteConfigExample } from '@kickoff/platform-api-testing';

/**
 * `all.json`: the flags that drive what the site shows (CFG-001), without `maintenance`, which the model keeps apart
 * (patchState's `maintenance`) and adds when answering. A copy of the one example (`@kickoff/platform-api-testing`),
 * which the contract's tests parse: `patchState({ siteConfig })` merges into it.
 */
export function createSiteConfig(): Record<string, unknown> {
  return structuredClone(siteConfigExample);
}

/** `config/group/get`: named groups of settings the shell loads on demand (CFG-007). */
export function createConfigGroups(): Record<string, Record<string, unknown>> {
  return {
    coupon: {
      changeCoefAction: 2,
      isDropOnScoreChange: false,
      maxPayout: 10_000_000,
      notificationLiveDelayMs: 30_000,
      notificationLineDelayMs: 300_000,
    },
    limits: { isExtraLimitsEnabled: true },
    seo: { siteName: 'Kickoff', defaultMetaRobots: 'index, follow' },
    analytics: {
      counters: [
        { type: 8, id: '12345678' },
        { type: 4, id: 'tw-kickoff' },
      ],
    },
    registration: { bonusChoices: [0, 1, 2] },
    social: { networks: ['google', 'vk', 'telegram', 'apple'], oneTapClientId: 'kickoff-one-tap.apps.test' },
  };
}

export const AVAILABLE_PARTITIONS = [
  'sport',
  'live',
  'casino',
  'livecasino',
  'poker',
  'toto',
  'lotto',
  'virtualsports',
  'tvgames',
];
