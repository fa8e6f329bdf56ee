import type { ResourceBundle } from '@kickoff/i18n';
import type { PlatformMock } from '@kickoff/platform-mock';
import { type KeyValueStorage, type TabChannel, memoryStorage, recordingLogger } from '@kickoff/runtime';
import { type Feature, defineFeature } from '@kickoff/store';
import { createTestStore } from '@kickoff/testing';
import type { CouponSiteRules } from '../domain/site-rules';
import { couponFeature } from '../feature/coupon-feature';
import { selectIsCouponRestored } from '../state/selectors';
import { untilState } from './until-state';

export interface CouponSiteOptions {
  /** The site's localStorage: share one between "tabs" and "reloads". */
  storage?: KeyValueStorage;
  /** The tab channels of the site's other open tabs (`createMemoryTabChannels().open`). */
  tabChannel?: (name: string) => TabChannel;
  /** The site config's bonus bet flag; without it no bonus bet is offered. */
  bonusBetRules?: Pick<CouponSiteRules, 'isBonusBetEnabled'>;
  features?: readonly Feature[];
  /** Share one across many sites (a property test): a seeded model is not free to build. */
  mock?: PlatformMock;
  /** Texts beyond the coupon's own (ui's, for its components). */
  bundles?: readonly ResourceBundle[];
  language?: string;
}

/** The site config's part the bonus bet reads, as the app provides it. */
const bonusBetRulesFeature = (rules: Pick<CouponSiteRules, 'isBonusBetEnabled'>) =>
  defineFeature({ name: 'bonus bet rules', register: (ctx) => ctx.ports.provide('coupon.bonusBetRules', () => rules) });

/** The coupon in a site built by the test kit, as the app installs it: persisted to `storage`, synced over `tabChannel`. */
export function createCouponSite({
  storage = memoryStorage(),
  tabChannel,
  bonusBetRules,
  features = [],
  mock,
  bundles,
  language,
}: CouponSiteOptions = {}) {
  const logger = recordingLogger();
  const site = createTestStore({
    ...(mock ? { mock } : {}),
    ...(bundles ? { bundles } : {}),
    ...(language ? { language } : {}),
    features: [...features, ...(bonusBetRules ? [bonusBetRulesFeature(bonusBetRules)] : []), couponFeature],
    adapters: { localStorage: storage, logger, ...(tabChannel ? { tabChannel } : {}) },
  });
  /** Resolves once the saved coupon has been read. */
  const restored = () => untilState(site.store, selectIsCouponRestored);
  const warnings = () => logger.entries.filter((entry) => entry.level === 'warn').map((entry) => entry.message);
  return { ...site, storage, logger, warnings, restored };
}

/** Lets queued microtasks (tab messages, persistence promises) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}
