// The public face of @kickoff/platform-api: the one API and its HTTP client, and the contract's calls, constants and
// types that other libs, the platform mock's handlers and the emulator use. Tests import `src/...`.
export { callEndpoint, localEndpoint } from './call-endpoint';
export type { CallAnswer, CallOutcome, CallRequest, EndpointOutcome } from './call-endpoint';
export { ACCOUNT_TYPE } from './contract/account-type';
export {
  accountsAddCurrency,
  accountsAvailableCurrencies,
  accountsBalance,
  accountsChangeActive,
  accountsRemoveCurrency,
} from './contract/accounts';
export type { Account, AccountBonus, AccountResult, AddableCurrency, Balance } from './contract/accounts';
export { analyticsCollect, analyticsCounters } from './contract/analytics';
export {
  authCalls,
  authDisconnect,
  authLogin,
  authLoginByPhone,
  authLoginBySms,
  authLoginBySocial,
  authLoginByToken,
  authOauth,
  authRights,
  authSendSms,
  authSessionCheck,
  authSocialTwoStep,
  authTwoStep,
  decodeCredential,
  encodeCredential,
} from './contract/auth';
export { SocialNetworkSchema } from './contract/auth.schemas';
export type { LoginAnswer, SocialNetwork } from './contract/auth';
export { blockCheck, redirectLight } from './contract/blocking';
export { captchaGetTime, captchaUpdate, captchaValidate } from './contract/captcha';
export type { CaptchaChallenge, CaptchaResponse } from './contract/captcha';
export { configGroups, listAvailablePartitions, siteConfig } from './contract/config';
export { SiteConfigSchema } from './contract/config.schemas';
export type { ConsultantChat, RegistrationType, SiteConfig } from './contract/config';
export {
  CHANGE_COEF_ACTION,
  COUPON_TYPE,
  couponBetsState,
  couponLimits,
  couponLoadByCode,
  CouponPayloadSchema,
  couponPlace,
  couponPlacementByRefId,
  couponPrint,
} from './contract/coupon';
export type {
  BetState,
  CouponErrorCode,
  CouponLimits,
  CouponPayload,
  PlacedBet,
  PlacedCoupon,
} from './contract/coupon';
export {
  areaSchemas,
  DEFAULT_READ_TIMEOUT_MS,
  DEFAULT_WRITE_TIMEOUT_MS,
  defineCall,
  PLATFORM_BASE_PATHS,
  START_UP_TIMEOUT_MS,
  timeoutOf,
} from './contract/define-call';
export type {
  AnyCallDefinition,
  CallBody,
  CallDefinition,
  CallParams,
  CallQuery,
  CallResponse,
  CallSchemas,
  LazyCallDefinition,
  LoadedCall,
  SchemasOf,
} from './contract/define-call';
export {
  AUTH_ERROR_CODES,
  CAPTCHA_ERROR_CODES,
  FINGERPRINT_ERROR_CODE,
  isCaptchaErrorCode,
  TERMS_EXCEPTION_CODE,
} from './contract/errors';
export { LegalErrorSchema, PlatformErrorSchema, TwoStepRequiredErrorSchema } from './contract/errors.schemas';
export type { CaptchaErrorCode } from './contract/errors';
export { issueText } from './contract/issue-text';
export { gamesPreviewLight } from './contract/games';
export type { GameRecord, GamesPreview } from './contract/games';
export { CAPTCHA_HEADER, FINGERPRINT_HEADER, FORCE_SPA_HEADER } from './contract/headers';
export {
  LIMIT_TYPE,
  limitsAction,
  limitsAvailable,
  limitsBlockUser,
  limitsDelete,
  limitsGet,
  limitsPing,
  limitsSave,
  limitsSelfExcludeReasons,
  limitsTestAnswers,
} from './contract/limits';
export { GAME_STATUS, lineChamps, lineGame, lineGames, lineSports } from './contract/line';
export type { BetSource, Game, Market, Sport } from './contract/line';
export {
  authRegister,
  authSendCredentials,
  CREDENTIAL_SAVING,
  passwordRecoveryCheckCode,
  passwordRecoverySave,
  passwordRecoveryStart,
  REGISTRATION_BONUS,
  REGISTRATION_ERROR_CODES,
} from './contract/registration';
export type { RegistrationAnswer, RegistrationBonus } from './contract/registration';
export { platformContract } from './contract/registry';
export { remotePageLoad, remotePageLoadWithComponents, RemotePageSchema } from './contract/remote-pages';
export type { RemoteComponent, RemotePage } from './contract/remote-pages';
export { seoContent, seoIsoCodes, seoPageData, seoSportsList, seoVisualData } from './contract/seo';
export { socialOneTapClientId, socialOneTapSignIn } from './contract/social';
export {
  cookiesAgreeTime,
  deviceFingerprint,
  fingerprintScript,
  getToken,
  phoneCountries,
  phoneMasks,
  policyLogo,
  realityCheck,
  sessionCheck,
  sessionLoad,
  termsConfirm,
  termsRules,
  termsStatus,
  userConfig,
  userSecureData,
} from './contract/user';
export type { PhoneCountry, UserConfig } from './contract/user';
export { executePlatformRequest } from './http/base-query';
export type { PlatformBaseQuery } from './http/platform-base-query';
export type { PlatformRequest } from './http/send';
export { USER_TOKEN_COOKIE } from './http/environment';
export type { PlatformEnvironment } from './http/environment';
export { FINGERPRINT_ATTEMPT_LIMIT, FINGERPRINT_STORAGE_KEY } from './http/fingerprint';
export { tokenExpiry } from './http/jwt';
export { createPlatformClient } from './http/platform-client';
export type { PlatformClient } from './http/platform-client';
export { platformConnection } from './http/platform-connection';
export type { PlatformConnection, PlatformSource } from './http/platform-connection';
export { describePlatformError, isCancelled, isPlatformError } from './http/platform-error';
export type { PlatformError } from './http/platform-error';
export { pollingInterval } from './http/polling';
export type { PollingKind } from './http/polling';
export { platformApi } from './platform-api';
