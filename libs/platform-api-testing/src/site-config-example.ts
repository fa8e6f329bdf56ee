// The platform's site configuration as the platform mock serves it and the contract's tests parse it: one copy.

/** A partner's brand book per theme: one value for both, or `var(--ko-when-light, …) var(--ko-when-dark, …)`. */
const perTheme = (light: string, dark: string) => `var(--ko-when-light, ${light}) var(--ko-when-dark, ${dark})`;

/**
 * Two partners' brand books (CFG-011/012), through the tokens every component reads (`--ko-*` of @kickoff/ui's
 * theme.css), each pair at WCAG AA in both themes (libs/ui's contrast.spec.ts checks them): a green and gold partner
 * and a red partner on a near-black frame. Storybook's brand toolbar and the e2e switch the emulator's domain to them.
 */
export const partnerBrandBookExamples = {
  'green-gold': [
    { css_prop: '--ko-header-bg', css_value: '#0b3d2e' },
    { css_prop: '--ko-header-text', css_value: '#ffffff' },
    { css_prop: '--ko-header-muted', css_value: '#bfe0d1' },
    { css_prop: '--ko-accent', css_value: perTheme('#0b6e4f', '#f5c400') },
    { css_prop: '--ko-accent-hover', css_value: perTheme('#085a40', '#ffd84d') },
    { css_prop: '--ko-accent-text', css_value: perTheme('#ffffff', '#1a1300') },
    { css_prop: '--ko-selected', css_value: perTheme('#0b6e4f', '#f5c400') },
    { css_prop: '--ko-selected-text', css_value: perTheme('#ffffff', '#1a1300') },
  ],
  'red-dark': [
    { css_prop: '--ko-header-bg', css_value: '#1c1c1e' },
    { css_prop: '--ko-header-text', css_value: '#ffffff' },
    { css_prop: '--ko-header-muted', css_value: '#c7c7cc' },
    { css_prop: '--ko-accent', css_value: perTheme('#c8102e', '#ff7a7a') },
    { css_prop: '--ko-accent-hover', css_value: perTheme('#a50d26', '#ff9b9b') },
    { css_prop: '--ko-accent-text', css_value: perTheme('#ffffff', '#1c0505') },
    { css_prop: '--ko-selected', css_value: perTheme('#c8102e', '#ff7a7a') },
    { css_prop: '--ko-selected-text', css_value: perTheme('#ffffff', '#1c0505') },
  ],
} as const satisfies Record<string, readonly { css_prop: string; css_value: string }[]>;

export type PartnerBrandBookName = keyof typeof partnerBrandBookExamples;

/**
 * doc 001 §3 domain settings. The emulator's domain is Kickoff's own: no brand book, the default colours; a
 * partner's domain is the same settings with `partnerCssBrandBook` from the examples above (CFG-012).
 */
export const domainSettingsExample = {
  group_id: 1,
  ref_id: 77,
  isFlexibleAssetPath: false,
  isPwa: true,
  pwaManifest: { themeColor: '#0d1b2a' },
  partnerCssBrandBook: [] as { css_prop: string; css_value: string }[],
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
