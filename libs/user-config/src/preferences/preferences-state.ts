/** doc 000 §3.8 appTheme: 0 light, 1 dark: the theme the site shows. */
export const APP_THEME = { light: 0, dark: 1 } as const;
export type AppTheme = (typeof APP_THEME)[keyof typeof APP_THEME];

/**
 * What the player chose: a theme, or the device's colour scheme (`system`, also before any choice). Kickoff's: the
 * spec knows only appTheme 0/1, which stays the theme shown (the choice's, or the device's under `system`).
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The theme shown for a choice, given the device's colour scheme. */
export const shownTheme = (choice: ThemeChoice, systemTheme: AppTheme): AppTheme =>
  choice === 'system' ? systemTheme : APP_THEME[choice];

/** doc 000 §3.8 appViewType: 0 European, 1 Asian (the same ids as the coupon's coef-views.ts). */
export const APP_VIEW = { european: 0, asian: 1 } as const;
export type AppView = (typeof APP_VIEW)[keyof typeof APP_VIEW];

/** A toggle of doc 000 §3.8 is stored as 0 or 1 (UC-016). */
export type Toggle = 0 | 1;

/** The twelve 0/1 toggles of doc 000 §3.8, in the spec's order. */
export const TOGGLE_NAMES = [
  'isAccumulatorOfTheDay',
  'isLiveAccumulatorOfTheDay',
  'isCompactView',
  'isLightVersion',
  'isBestMatchesOnTop',
  'isBetGenerator',
  'isDetailedScore',
  'isStatsInNewWindow',
  'isMoveVideoOnScroll',
  'isGameIdShown',
  'isSportsOnlyShown',
  'isTeamLogosInCoupon',
] as const;
export type ToggleName = (typeof TOGGLE_NAMES)[number];

/** UC-017: four toggles start on, the other eight off. */
export const DEFAULT_TOGGLES: Readonly<Record<ToggleName, Toggle>> = {
  isAccumulatorOfTheDay: 1,
  isLiveAccumulatorOfTheDay: 1,
  isCompactView: 0,
  isLightVersion: 0,
  isBestMatchesOnTop: 0,
  isBetGenerator: 0,
  isDetailedScore: 0,
  isStatsInNewWindow: 1,
  isMoveVideoOnScroll: 1,
  isGameIdShown: 0,
  isSportsOnlyShown: 0,
  isTeamLogosInCoupon: 0,
};

/** UC-022: the main header's time filter. */
export const TIME_FILTERS = ['all', 'upcoming', 'firstPeriod', 'secondPeriod', 'recommended'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

/**
 * Cookie-consent choice (doc 000 §4.5): 0 not chosen yet, 1 all, 2 functionality only, 3 marketing only,
 * 4 necessary only. The numbers are Kickoff's: the spec names the choices, not their codes.
 */
export const COOKIES_AGREE_TYPES = [0, 1, 2, 3, 4] as const;
export type CookiesAgreeType = (typeof COOKIES_AGREE_TYPES)[number];

/** UC-020: what the betting pages show. */
export interface BettingState {
  currentBettingType: 'line' | 'live';
  isGroupedByCategories: boolean;
  cyberMatchFilterType: number;
  isWideScreenScoreboard: boolean;
  isUpcomingEvents: boolean;
  isOnlyWithVideos: boolean;
  /** UC-021: market type ids as the comma list `1,5,17`. */
  filteredMarkets: string;
}

/**
 * The site's global preferences (doc 000 §3.8, UC-013). userId and the terms flags are the session's, the
 * language is i18next's: selectors read them there (selectGlobalState), nothing is kept twice.
 */
export interface PreferencesState {
  language: string;
  /** Hours from UTC (`tzo`), quarter hours allowed; null = the device's own time zone. */
  timeZone: number | null;
  is12h: boolean;
  /** The theme shown (UC-014), kept equal to `shownTheme(themeChoice, systemTheme)` by the reducers. */
  appTheme: AppTheme;
  /** What the player chose (cookie `app_theme`; none is `system`). */
  themeChoice: ThemeChoice;
  /** The device's `prefers-color-scheme` as far as the page knows it (light on the server). */
  systemTheme: AppTheme;
  appViewType: AppView;
  appFontSize: number;
  coefViewId: number;
  coefIndicationType: number;
  marketsNameType: number;
  cookiesAgreeType: CookiesAgreeType;
  isLeftSectionHidden: boolean;
  isRightSectionHidden: boolean;
  windowSize: { width: number; height: number } | null;
  zoneState: string | null;
  isRegistrationProcess: boolean;
  partnerHasTaxes: boolean;
  /** UC-018. */
  isGroupByCountry: boolean;
  /** UC-019: what amounts are shown in before the player's accounts are known. */
  defaultCurrency: string;
  toggles: Record<ToggleName, Toggle>;
  betting: BettingState;
  timeFilter: TimeFilter;
}

export const FONT_SIZES = [12, 14, 16, 18] as const;

export const DEFAULT_PREFERENCES: PreferencesState = {
  language: 'ru',
  timeZone: null,
  is12h: false,
  appTheme: APP_THEME.light,
  themeChoice: 'system',
  systemTheme: APP_THEME.light,
  appViewType: APP_VIEW.european,
  appFontSize: 14,
  coefViewId: 0,
  coefIndicationType: 0,
  marketsNameType: 0,
  cookiesAgreeType: 0,
  isLeftSectionHidden: false,
  isRightSectionHidden: false,
  windowSize: null,
  zoneState: null,
  isRegistrationProcess: false,
  partnerHasTaxes: false,
  isGroupByCountry: true,
  defaultCurrency: 'RUB',
  toggles: { ...DEFAULT_TOGGLES },
  betting: {
    currentBettingType: 'line',
    isGroupedByCategories: false,
    cyberMatchFilterType: 0,
    isWideScreenScoreboard: false,
    isUpcomingEvents: false,
    isOnlyWithVideos: false,
    filteredMarkets: '',
  },
  timeFilter: 'all',
};
