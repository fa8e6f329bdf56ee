import { couponActions } from '@kickoff/contracts';
import { memoryCookies, recordingLogger } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { createUserConfigSite } from '../testing/user-config-site';
import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from './preference-cookies';
import { RIGHT_SECTION_TOGGLE_FAILED } from './preference-saving';
import { preferencesActions } from './preferences-slice';
import { DEFAULT_PREFERENCES, TIME_FILTERS, TOGGLE_NAMES } from './preferences-state';

describe('the global preferences', () => {
  it('[UC-013] [UC-014] [UC-015] [UC-018] [UC-019] start with the spec defaults: light, European, grouped by country, RUB', () => {
    const { preferences } = createUserConfigSite();
    const state = preferences();
    for (const field of [
      'language',
      'timeZone',
      'is12h',
      'appTheme',
      'appViewType',
      'appFontSize',
      'coefViewId',
      'coefIndicationType',
      'marketsNameType',
      'cookiesAgreeType',
      'isLeftSectionHidden',
      'isRightSectionHidden',
      'windowSize',
      'zoneState',
      'isRegistrationProcess',
      'partnerHasTaxes',
      'isGroupByCountry',
    ]) {
      expect(state).toHaveProperty(field);
    }
    expect(state).toMatchObject({
      appTheme: 0,
      appViewType: 0,
      isGroupByCountry: true,
      defaultCurrency: 'RUB',
      language: 'ru',
    });
  });

  it('[UC-016] [UC-017] keeps the twelve toggles as 0/1, four of them on by default', () => {
    const site = createUserConfigSite();
    const { toggles } = site.preferences();
    expect(Object.keys(toggles)).toEqual([...TOGGLE_NAMES]);
    expect(Object.values(toggles).every((value) => value === 0 || value === 1)).toBe(true);
    expect(
      Object.entries(toggles)
        .filter(([, value]) => value === 1)
        .map(([name]) => name),
    ).toEqual(['isAccumulatorOfTheDay', 'isLiveAccumulatorOfTheDay', 'isStatsInNewWindow', 'isMoveVideoOnScroll']);
    site.store.dispatch(preferencesActions.toggleSet({ name: 'isCompactView', on: true }));
    expect(site.preferences().toggles.isCompactView).toBe(1);
  });

  it('[UC-020] [UC-021] holds the betting state; filtered markets are a comma list', () => {
    const site = createUserConfigSite();
    expect(Object.keys(site.preferences().betting)).toEqual([
      'currentBettingType',
      'isGroupedByCategories',
      'cyberMatchFilterType',
      'isWideScreenScoreboard',
      'isUpcomingEvents',
      'isOnlyWithVideos',
      'filteredMarkets',
    ]);
    site.store.dispatch(preferencesActions.bettingChanged({ currentBettingType: 'live' }));
    site.store.dispatch(preferencesActions.filteredMarketsChosen([1, 5, 17, 5, -3]));
    expect(site.preferences().betting).toMatchObject({ currentBettingType: 'live', filteredMarkets: '1,5,17' });
  });

  it('[UC-022] the main header time filter is one of all, upcoming, first period, second period, recommended', () => {
    const site = createUserConfigSite();
    expect(TIME_FILTERS).toEqual(['all', 'upcoming', 'firstPeriod', 'secondPeriod', 'recommended']);
    site.store.dispatch(preferencesActions.timeFilterChosen('recommended'));
    site.store.dispatch(preferencesActions.timeFilterChosen('tomorrow' as never));
    expect(site.preferences().timeFilter).toBe('recommended');
  });

  it('[UC-023] writes each preference cookie with a one-year lifetime and reads them back on the next load', async () => {
    const first = createUserConfigSite();
    await first.featuresReady();
    const { store } = first;
    store.dispatch(preferencesActions.timeZoneChosen(5.5));
    store.dispatch(preferencesActions.clockFormatChosen({ is12h: true }));
    store.dispatch(preferencesActions.appViewChosen(1));
    store.dispatch(preferencesActions.leftSectionToggled());
    store.dispatch(preferencesActions.rightSectionToggled());
    store.dispatch(preferencesActions.cookiesAgreed(2));
    store.dispatch(preferencesActions.groupByCountryChosen(false));
    store.dispatch(preferencesActions.themeChosen('dark'));
    const jar = first.adapters.cookies as ReturnType<typeof memoryCookies>;
    const written = Object.fromEntries(
      [
        'tzo',
        'is12h',
        'app_view_type',
        'hide_left',
        'hide_right',
        'cookies_agree_type',
        'isChampsGroupedByCountry',
        'app_theme',
      ].map((name) => [name, jar.inspect(name)?.value]),
    );
    expect(written).toEqual({
      tzo: '5.5',
      is12h: '1',
      app_view_type: '1',
      hide_left: '1',
      hide_right: '1',
      cookies_agree_type: '2',
      isChampsGroupedByCountry: '0',
      app_theme: '1',
    });
    expect(jar.inspect('tzo')?.options.expires?.getTime()).toBe(
      first.adapters.clock.now() + PREFERENCE_COOKIE_MAX_AGE_SECONDS * 1000,
    );

    const reloaded = createUserConfigSite({ cookies: written as Record<string, string> });
    expect(reloaded.preferences()).toMatchObject({
      timeZone: 5.5,
      is12h: true,
      appViewType: 1,
      isLeftSectionHidden: true,
      isRightSectionHidden: true,
      cookiesAgreeType: 2,
      isGroupByCountry: false,
      themeChoice: 'dark',
      appTheme: 1,
    });
  });

  it('[UC-023] a corrupted or hostile cookie reads as the default and is rewritten with it', () => {
    const hostile = {
      tzo: '<script>alert(1)</script>',
      is12h: 'yes',
      app_view_type: '7',
      hide_right: '1',
      app_theme: '"><img src=x onerror=alert(1)>',
    };
    const site = createUserConfigSite({ cookies: hostile });
    expect(site.preferences()).toMatchObject({
      timeZone: DEFAULT_PREFERENCES.timeZone,
      is12h: false,
      appViewType: 0,
      isRightSectionHidden: true,
      themeChoice: 'system',
      appTheme: 0,
    });
    const jar = site.adapters.cookies as ReturnType<typeof memoryCookies>;
    expect(jar.inspect('is12h')?.value).toBe('0');
    expect(jar.inspect('app_view_type')?.value).toBe('0');
    // no theme chosen is no cookie: the device's theme
    expect(jar.inspect('app_theme')).toBeUndefined();
    expect(jar.inspect('tzo')).toBeUndefined();
    expect(jar.inspect('hide_right')?.value).toBe('1');
  });

  it('[UC-024] a right section that cannot be toggled logs the spec message', async () => {
    const logger = recordingLogger();
    const site = createUserConfigSite({ adapters: { logger } });
    await site.featuresReady();
    const jar = site.adapters.cookies;
    jar.set = () => {
      throw new Error('cookies are blocked');
    };
    site.store.dispatch(preferencesActions.rightSectionToggled());
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: RIGHT_SECTION_TOGGLE_FAILED }),
    );
    expect(RIGHT_SECTION_TOGGLE_FAILED).toBe('unable to toggle right side visible mode');
  });

  it('follows the page language', async () => {
    const site = createUserConfigSite();
    await site.i18n.changeLanguage('en');
    expect(site.preferences().language).toBe('en');
  });
});

describe('the odds format', () => {
  it('tells the coupon the chosen format and keeps it to what the app view allows', async () => {
    const site = createUserConfigSite();
    await site.featuresReady();
    const coupon = () => site.store.getState().coupon.coefViewId;
    site.store.dispatch(preferencesActions.coefViewChosen(2));
    expect(coupon()).toBe(2);
    // the Asian view has no American odds: the first allowed format (decimal) is taken
    site.store.dispatch(preferencesActions.appViewChosen(1));
    expect(site.preferences().coefViewId).toBe(0);
    expect(coupon()).toBe(0);
    site.store.dispatch(preferencesActions.coefViewChosen(2));
    expect(site.preferences().coefViewId).toBe(0);
  });

  it('gives the coupon the remembered format on load (the coupon does not save it)', () => {
    const site = createUserConfigSite({ cookies: { coef_view: '2' } });
    expect(site.store.getState().coupon.coefViewId).toBe(2);
    expect(couponActions.coefViewChanged.type).toBe('coupon/coefViewChanged');
  });
});
