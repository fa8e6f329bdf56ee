import type { FeatureContext } from '@kickoff/store';
import { applyTheme } from '../theme/apply-theme';
import { keepCoefViewAllowed } from './coef-view-allowed';
import { readPreferenceCookies } from './preference-cookies';
import { writePreference } from './preference-saving';
import { preferencesActions } from './preferences-slice';

/**
 * The preferences at install: restored from the cookies (junk rewritten with the default), the theme choice put on <html>,
 * the odds format kept within what is allowed and told to the coupon, the language followed. Writing changes back
 * is the services' work (`startPreferenceWriting`, installed right after the start).
 */
export function restorePreferences(ctx: FeatureContext): () => void {
  const { store, adapters, i18n } = ctx;
  const { values, corrupted } = readPreferenceCookies(adapters.cookies);
  corrupted.forEach((preference) => writePreference(adapters, preference, values));
  store.dispatch(preferencesActions.languageFollowed(i18n.language));
  store.dispatch(preferencesActions.preferencesRestored(values));
  keepCoefViewAllowed(store.getState(), store.dispatch);
  applyTheme(adapters.page.document(), store.getState().preferences.themeChoice);

  const onLanguage = (language: string) => void store.dispatch(preferencesActions.languageFollowed(language));
  i18n.on('languageChanged', onLanguage);
  return () => i18n.off('languageChanged', onLanguage);
}
