import type { PreferencesSnapshot } from '@kickoff/contracts';
import { usePort } from '@kickoff/store';
import { useSyncExternalStore } from 'react';

type ShownPreferences = Pick<PreferencesSnapshot, 'coefViewId' | 'is12h' | 'timeZone'>;

const DEFAULTS: ShownPreferences = {
  coefViewId: 0,
  is12h: false,
  timeZone: null,
};
const nothingToHear = () => () => undefined;

/** One of the player's display preferences (the user config's, through its port); the site's default without it. */
export function usePreference<K extends keyof ShownPreferences>(key: K): ShownPreferences[K] {
  const source = usePort('remoteApps.preferences');
  // A field, not the snapshot: `read()` makes a new object each time, its fields are plain values.
  const read = (): ShownPreferences[K] => (source ? source.read()[key] : DEFAULTS[key]);
  return useSyncExternalStore(source ? (listener) => source.subscribe(listener) : nothingToHear, read, read);
}

const noChange = () => () => undefined;

/** False while the browser takes the server's HTML over (its first render must equal the server's), true after. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
