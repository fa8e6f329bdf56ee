// The public face of @kickoff/user-config: the feature module, its actions, selectors, endpoint, components and the
// theme's boot script. The settings page has its own entry, `@kickoff/user-config/office`. Tests import `src/...`.
export { userConfigFeature } from './feature/user-config-feature';
export { userConfigApi } from './config/user-config-api';
export { userConfigActions } from './config/user-config-slice';
export type { UserConfigState } from './config/user-config-slice';
export {
  selectAreContactsFilled,
  selectHideBalance,
  selectIsNotVerified,
  selectIsPendingVerification,
  selectIsRequiredProfileFilled,
  selectMailingFlags,
  selectShowsVerificationOnDeposit,
  selectUserConfig,
  selectUserConfigStatus,
} from './config/selectors';
export type { UserConfigRootState } from './config/selectors';
export {
  ACTIVATION_TYPE,
  areContactsFilled,
  isRequiredProfileFilled,
  MAILING_FLAGS,
  USER_SETTINGS_KEYS,
} from './config/profile-rules';
export {
  preferencesActions,
  preferencesSlice,
  selectAppTheme,
  selectThemeChoice,
} from './preferences/preferences-slice';
export {
  APP_THEME,
  APP_VIEW,
  DEFAULT_PREFERENCES,
  THEME_CHOICES,
  TIME_FILTERS,
  TOGGLE_NAMES,
} from './preferences/preferences-state';
export type {
  AppTheme,
  AppView,
  BettingState,
  PreferencesState,
  ThemeChoice as ThemeChoiceValue,
  TimeFilter,
  ToggleName,
} from './preferences/preferences-state';
export { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from './preferences/preference-cookies';
export { RIGHT_SECTION_TOGGLE_FAILED } from './preferences/preference-saving';
export { selectAllowedCoefViews } from './odds/odds-formats';
export { THEME_BOOT_SCRIPT } from './theme/theme-boot';
export { userConfigResources } from './i18n/resources';
export { ThemeChoice } from './settings/ThemeChoice';
export { OddsFormatSelect } from './settings/OddsFormatSelect';
export { DepositVerification } from './verification/DepositVerification';
export { VerificationModal } from './verification/VerificationModal';
