import { initialCaptchaState, type CaptchaState } from './captcha-slice';

/** The slice is injected lazily: a state without it reads as a closed captcha. */
export interface CaptchaRootState {
  captcha?: CaptchaState;
}

export const selectCaptcha = (state: CaptchaRootState): CaptchaState => state.captcha ?? initialCaptchaState;

export const selectIsCaptchaOpen = (state: CaptchaRootState): boolean => selectCaptcha(state).phase !== 'closed';

export const selectCaptchaOutcome = (state: CaptchaRootState): CaptchaState['outcome'] => selectCaptcha(state).outcome;
