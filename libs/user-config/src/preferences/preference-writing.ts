import type { FeatureContext, RootState } from '@kickoff/store';
import { selectAllowedCoefViews } from '../odds/odds-formats';
import { applyTheme } from '../theme/apply-theme';
import { keepCoefViewAllowed } from './coef-view-allowed';
import { pickStored, readPreferenceCookies, STORED_PREFERENCES, type StoredPreferences } from './preference-cookies';
import { writePreference } from './preference-saving';

const storedOf = (state: RootState): StoredPreferences => pickStored(state.preferences);

/**
 * Every change of a stored preference written back to its cookie (the one thing a reload reads back), the theme put
 * on <html>, the odds format kept within what is allowed. Installed after the start: what changed before is caught
 * up at once (the cookies compared with the state).
 */
export function startPreferenceWriting(ctx: FeatureContext): () => void {
  const { store, startAppListening, adapters } = ctx;
  const writeChanged = (now: StoredPreferences, before: StoredPreferences) =>
    STORED_PREFERENCES.filter((preference) => now[preference] !== before[preference]).forEach((preference) =>
      writePreference(adapters, preference, now),
    );

  const state = store.getState();
  writeChanged(storedOf(state), readPreferenceCookies(adapters.cookies).values);
  applyTheme(adapters.page.document(), state.preferences.themeChoice);
  keepCoefViewAllowed(state, store.dispatch);

  const stops = [
    startAppListening({
      predicate: (_, current, previous) => current.preferences !== previous.preferences,
      effect: (_, api) => {
        const now = storedOf(api.getState());
        const before = storedOf(api.getOriginalState());
        writeChanged(now, before);
        if (now.themeChoice !== before.themeChoice) applyTheme(adapters.page.document(), now.themeChoice);
      },
    }),
    startAppListening({
      predicate: (_, current, previous) =>
        current.preferences.coefViewId !== previous.preferences.coefViewId ||
        current.preferences.appViewType !== previous.preferences.appViewType ||
        selectAllowedCoefViews(current) !== selectAllowedCoefViews(previous),
      effect: (_, api) => keepCoefViewAllowed(api.getState(), api.dispatch),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
