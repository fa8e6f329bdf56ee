import { couponActions, resolveCoefView } from '@kickoff/coupon';
import type { FeatureContext, RootState } from '@kickoff/store';
import { selectAllowedCoefViews } from '../odds/odds-formats';
import { applyTheme } from '../theme/apply-theme';
import { pickStored, readPreferenceCookies, STORED_PREFERENCES, type StoredPreference, type StoredPreferences, writePreferenceCookie } from './preference-cookies';
import { preferencesActions } from './preferences-slice';

/** UC-024: the spec's words for a right section that could not be toggled. */
export const RIGHT_SECTION_TOGGLE_FAILED = 'unable to toggle right side visible mode';

const storedOf = (state: RootState): StoredPreferences => pickStored(state.preferences);

/**
 * The preferences and the browser: restored from the cookies at install (junk rewritten with the default), every
 * change written back, the theme put on <html>, the odds format kept within what is allowed and told to the coupon.
 */
export function startPreferences(ctx: FeatureContext): () => void {
  const { store, startAppListening, adapters, i18n } = ctx;
  const { cookies, logger } = adapters;
  const write = (preference: StoredPreference, values: StoredPreferences) => {
    try {
      writePreferenceCookie(cookies, preference, values[preference]);
    } catch (error) {
      if (preference === 'isRightSectionHidden') logger.error(RIGHT_SECTION_TOGGLE_FAILED, error);
      else logger.warn(`[user-config] the ${preference} preference could not be saved`, error);
    }
  };

  const { values, corrupted } = readPreferenceCookies(cookies);
  corrupted.forEach((preference) => write(preference, values));
  store.dispatch(preferencesActions.languageFollowed(i18n.language));
  store.dispatch(preferencesActions.preferencesRestored(values));

  const keepCoefViewAllowed = (state: RootState) => {
    const allowed = selectAllowedCoefViews(state);
    const resolved = resolveCoefView(state.preferences.coefViewId, allowed);
    if (resolved !== state.preferences.coefViewId) store.dispatch(preferencesActions.coefViewChosen(resolved));
    else store.dispatch(couponActions.coefViewChanged(resolved));
  };
  keepCoefViewAllowed(store.getState());
  applyTheme(adapters.page.document(), store.getState().preferences.appTheme);

  const onLanguage = (language: string) => void store.dispatch(preferencesActions.languageFollowed(language));
  i18n.on('languageChanged', onLanguage);

  const stops = [
    // Each stored preference that changed is written; the cookie is the one thing a reload reads back.
    startAppListening({
      predicate: (_, current, previous) => current.preferences !== previous.preferences,
      effect: (_, api) => {
        const now = storedOf(api.getState());
        const before = storedOf(api.getOriginalState());
        STORED_PREFERENCES.filter((preference) => now[preference] !== before[preference]).forEach((preference) => write(preference, now));
        if (now.appTheme !== before.appTheme) applyTheme(adapters.page.document(), now.appTheme);
      },
    }),
    // The coupon shows the chosen format; a format the view or the site does not offer falls back to the first allowed.
    startAppListening({
      predicate: (_, current, previous) =>
        current.preferences.coefViewId !== previous.preferences.coefViewId ||
        current.preferences.appViewType !== previous.preferences.appViewType ||
        selectAllowedCoefViews(current) !== selectAllowedCoefViews(previous),
      effect: (_, api) => keepCoefViewAllowed(api.getState()),
    }),
  ];
  return () => {
    i18n.off('languageChanged', onLanguage);
    stops.forEach((stop) => stop());
  };
}
