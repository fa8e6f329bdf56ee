import type { TypedStartListening } from '@reduxjs/toolkit';
import type { CaptchaRootState } from './captcha-selectors';

export type CaptchaStartListening = TypedStartListening<CaptchaRootState>;
