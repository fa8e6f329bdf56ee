// The platform's site configuration as the platform mock serves it and the contract's tests parse it: one copy.

/** doc 001 §3 domain settings; the partner brand book re-colours a partner's domain (CFG-012). */
export const domainSettingsExample = {
  group_id: 1,
  ref_id: 77,
  isFlexibleAssetPath: false,
  isPwa: true,
  pwaManifest: { themeColor: '#0b3d2e' },
  partnerCssBrandBook: [
    { css_prop: '--kickoff-brand-primary', css_value: '#0b3d2e' },
    { css_prop: '--kickoff-brand-accent', css_value: '#f5c400' },
    { css_prop: '--kickoff-brand-header-bg', css_value: '#072a20' },
  ],
  mirror: null,
};

/**
 * `all.json`: the flags that drive what the site shows (CFG-001), without `maintenance`, which the model
 * keeps apart (patchState's `maintenance`) and adds when answering. Loose JSON because the platform adds
 * keys freely; `patchState({ siteConfig })` merges into it.
 */
export const siteConfigExample = {
  availableRoutes: Object.fromEntries(
    [
      'home',
      'line',
      'live',
      'casino',
      'livecasino',
      'office',
      'information',
      'rules',
      'payment',
      'registration',
      'promotions',
      'results',
      'statistic',
      'identification',
      'cyber',
    ].map((route) => [route, true]),
  ),
  languages: [
    { code: 'ru', name: 'Русский', isHiddenForUnauthorized: false },
    { code: 'en', name: 'English', isHiddenForUnauthorized: false },
    { code: 'kk', name: 'Қазақша', isHiddenForUnauthorized: false },
    { code: 'uk', name: 'Українська', isHiddenForUnauthorized: true },
  ],
  defaultCurrency: 'RUB',
  isTermsConfirmationEnabled: true,
  isCookiePopupEnabled: true,
  isCookiesAgreeTimeLoggingEnabled: true,
  isIdentificationEnabled: true,
  isRegistrationEnabled: true,
  registrationTypes: ['one-click', 'phone', 'full', 'social'],
  afterRegistrationRedirects: [{ from: 'home', to: 'office-recharge' }],
  isPaymentRouteEnabled: true,
  isPaymentAuthRequired: true,
  isSlotFirstDepositRedirectEnabled: false,
  isOneClickBetEnabled: true,
  isVipBetEnabled: true,
  isBonusBetEnabled: true,
  minAmountCouponTypes: [0, 1, 2, 4],
  maxAmountCouponTypes: [0, 1],
  coefViewIds: [0, 1, 2, 4, 5, 6],
  promoBonusToOffer: false,
  isSnowEnabled: false,
  isNewSiteModalEnabled: false,
  isAgeRestrictionEnabled: false,
  autoLogoffMinutes: 15,
  consultantChat: { provider: 'kickoff', idByLanguage: { ru: 'chat-ru', en: 'chat-en', kk: '0', uk: 'empty' } },
  isLimitDeleteEnabled: false,
  isLimitSectionDisabledOnPending: true,
  tests: { hideNavOnRegistration: false },
  banRedirectUrl: 'https://ban.kickoff.test/',
  // The demo remotes are served by the platform on the site's own origin: no other origin is trusted.
  remoteAppOrigins: [],
  domainSettings: domainSettingsExample,
};
