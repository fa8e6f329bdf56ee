import type { PreferencesSnapshot } from '@kickoff/contracts';

// The preferences' types are the contract's: user-config provides them through the port `remoteApps.preferences`.
export type { BridgePreferencesSource, PreferencesSnapshot } from '@kickoff/contracts';

/** What remotes get while no feature provides preferences: the site's defaults. */
export const DEFAULT_BRIDGE_PREFERENCES: PreferencesSnapshot = Object.freeze({
  coefViewId: 0,
  appTheme: 0,
  appViewType: 0,
  is12h: false,
  timeZone: null,
  language: 'ru',
});
