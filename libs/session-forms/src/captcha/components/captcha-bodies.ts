import type { HTMLAttributes } from 'react';
import type { CaptchaKind } from '../domain/captcha-kinds';
import type { SessionCaptchaTextKey } from '../captcha-resources';

/** What differs between the kinds' bodies: the instruction and the keyboard the answer needs. */
export interface CaptchaBody {
  hint: SessionCaptchaTextKey;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
}

export const CAPTCHA_BODIES: Record<CaptchaKind, CaptchaBody> = {
  'picture-text': { hint: 'session_captcha_hint_picture_text', inputMode: 'text' },
  question: { hint: 'session_captcha_hint_question', inputMode: 'text' },
  'picture-math': { hint: 'session_captcha_hint_picture_math', inputMode: 'numeric' },
  'text-math': { hint: 'session_captcha_hint_text_math', inputMode: 'numeric' },
};
