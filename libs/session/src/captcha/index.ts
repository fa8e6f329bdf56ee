/**
 * Login captcha (SES-028 … SES-031, API-010/011/020, MOD-018).
 *
 * A sign-in answered 400 with code 100, 111, 112 or 113 makes the HTTP layer call `PlatformEnvironment.solveCaptcha`.
 * `createCaptchaBridge()` supplies it before the store exists and is attached to the store afterwards; it opens the
 * captcha (`captchaSlice`), `registerCaptchaListeners` fetches a challenge (`GET /captcha/update`) and its time
 * (`GET /captcha/gettime`, a countdown; a new challenge when it runs out), checks the answer (`POST /captcha/validate`)
 * and reports analytics 10190 (success) / 10191 (wrong answer). `ConnectedCaptchaModal` shows it.
 *
 * Code → kind (SES-028, Kickoff's mapping): 100 picture text, 111 question, 112 picture sum, 113 text sum.
 */
export { captchaApi } from './captcha-api';
export { createCaptchaBridge } from './captcha-bridge';
export type { CaptchaBridge, CaptchaBridgeStore } from './captcha-bridge';
export { readCaptchaChallenge } from './captcha-challenge';
export type { CaptchaContent } from './captcha-challenge';
export { CAPTCHA_FAIL_EVENT, CAPTCHA_SUCCESS_EVENT, CAPTCHA_TICK_MS, CAPTCHA_UPDATE_ATTEMPTS } from './captcha-constants';
export { formatCountdown } from './captcha-countdown';
export { captchaKindFor } from './captcha-kinds';
export type { CaptchaKind } from './captcha-kinds';
export { registerCaptchaListeners } from './captcha-listener';
export type { CaptchaStartListening } from './captcha-listener-types';
export type { AnalyticsPort, CaptchaPorts } from './captcha-ports';
export { sessionCaptchaResources } from './captcha-resources';
export type { SessionCaptchaTextKey } from './captcha-resources';
export { selectCaptcha, selectCaptchaOutcome, selectIsCaptchaOpen } from './captcha-selectors';
export type { CaptchaRootState } from './captcha-selectors';
export {
  captchaAnswerSubmitted,
  captchaClosed,
  captchaNewChallengeRequested,
  captchaOpened,
  captchaSlice,
  initialCaptchaState,
} from './captcha-slice';
export type { CaptchaNotice, CaptchaPhase, CaptchaState } from './captcha-slice';
export { CaptchaModal } from './CaptchaModal';
export type { CaptchaModalProps } from './CaptchaModal';
export { ConnectedCaptchaModal } from './ConnectedCaptchaModal';
