/**
 * The player's display preferences as remote apps see them (`KickoffHost.getPreferences()`, event
 * `preferencesChanged`). Plain data; a remote formats its own odds with `coefViewId` (0 decimal, 1 fraction,
 * 2 American, 4/14 Hong Kong, 5/15 Malay, 6/16 Indonesian).
 */
export interface PreferencesSnapshot {
  coefViewId: number;
  /** 0 light, 1 dark. */
  appTheme: 0 | 1;
  /** 0 European, 1 Asian. */
  appViewType: 0 | 1;
  is12h: boolean;
  /** Hours from UTC; null = the device's own time zone. */
  timeZone: number | null;
  language: string;
}

/** What a feature that keeps the preferences offers the bridge (port `remoteApps.preferences`, @kickoff/user-config). */
export interface BridgePreferencesSource {
  read(): PreferencesSnapshot;
  /** Called with the new snapshot whenever one of its fields changes; returns the unsubscribe. */
  subscribe(listener: (preferences: PreferencesSnapshot) => void): () => void;
}
