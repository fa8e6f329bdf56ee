import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredPreferences } from './preference-cookies';
import {
  type AppTheme,
  type AppView,
  type BettingState,
  type CookiesAgreeType,
  DEFAULT_PREFERENCES,
  FONT_SIZES,
  type PreferencesState,
  shownTheme,
  THEME_CHOICES,
  type ThemeChoice,
  TIME_FILTERS,
  type TimeFilter,
  TOGGLE_NAMES,
  type ToggleName,
} from './preferences-state';
import { fromFilteredMarkets, toFilteredMarkets } from './filtered-markets';

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: DEFAULT_PREFERENCES,
  reducers: {
    /** What the cookies held at start (already checked by the cookie reader). */
    preferencesRestored(state, { payload }: PayloadAction<StoredPreferences>) {
      Object.assign(state, payload);
      state.appTheme = shownTheme(state.themeChoice, state.systemTheme);
    },
    languageFollowed(state, { payload }: PayloadAction<string>) {
      state.language = payload;
    },
    /** The player's choice: a theme, or back to the device's (`system`). */
    themeChosen(state, { payload }: PayloadAction<ThemeChoice>) {
      if (!THEME_CHOICES.includes(payload)) return;
      state.themeChoice = payload;
      state.appTheme = shownTheme(payload, state.systemTheme);
    },
    /** The device's colour scheme, at start and whenever it changes (a phone going dark at sunset). */
    systemThemeFollowed(state, { payload }: PayloadAction<AppTheme>) {
      if (payload !== 0 && payload !== 1) return;
      state.systemTheme = payload;
      state.appTheme = shownTheme(state.themeChoice, payload);
    },
    appViewChosen(state, { payload }: PayloadAction<AppView>) {
      if (payload === 0 || payload === 1) state.appViewType = payload;
    },
    /** The odds format; which ids are allowed is the listener's to check (site config, app view). */
    coefViewChosen(state, { payload }: PayloadAction<number>) {
      state.coefViewId = payload;
    },
    timeZoneChosen(state, { payload }: PayloadAction<number | null>) {
      if (payload === null || (payload >= -12 && payload <= 14 && Number.isInteger(payload * 4)))
        state.timeZone = payload;
    },
    clockFormatChosen(state, { payload }: PayloadAction<{ is12h: boolean }>) {
      state.is12h = payload.is12h;
    },
    fontSizeChosen(state, { payload }: PayloadAction<number>) {
      if ((FONT_SIZES as readonly number[]).includes(payload)) state.appFontSize = payload;
    },
    leftSectionToggled(state) {
      state.isLeftSectionHidden = !state.isLeftSectionHidden;
    },
    rightSectionToggled(state) {
      state.isRightSectionHidden = !state.isRightSectionHidden;
    },
    cookiesAgreed(state, { payload }: PayloadAction<CookiesAgreeType>) {
      state.cookiesAgreeType = payload;
    },
    groupByCountryChosen(state, { payload }: PayloadAction<boolean>) {
      state.isGroupByCountry = payload;
    },
    toggleSet(state, { payload }: PayloadAction<{ name: ToggleName; on: boolean }>) {
      if (TOGGLE_NAMES.includes(payload.name)) state.toggles[payload.name] = payload.on ? 1 : 0;
    },
    bettingChanged(state, { payload }: PayloadAction<Partial<Omit<BettingState, 'filteredMarkets'>>>) {
      Object.assign(state.betting, payload);
    },
    filteredMarketsChosen(state, { payload }: PayloadAction<readonly number[]>) {
      state.betting.filteredMarkets = toFilteredMarkets(payload);
    },
    timeFilterChosen(state, { payload }: PayloadAction<TimeFilter>) {
      if (TIME_FILTERS.includes(payload)) state.timeFilter = payload;
    },
  },
  selectors: {
    selectPreferences: (state) => state,
    selectAppTheme: (state) => state.appTheme,
    selectThemeChoice: (state) => state.themeChoice,
    selectAppViewType: (state) => state.appViewType,
    selectCoefViewId: (state) => state.coefViewId,
    selectIs12h: (state) => state.is12h,
    selectTimeZone: (state) => state.timeZone,
    selectFilteredMarketIds: (state) => fromFilteredMarkets(state.betting.filteredMarkets),
  },
});

export const preferencesActions = preferencesSlice.actions;
/** The theme shown (0 light, 1 dark, UC-014) and what the player chose (`system`, `light`, `dark`). */
export const { selectAppTheme, selectThemeChoice } = preferencesSlice.selectors;
export type { PreferencesState };
