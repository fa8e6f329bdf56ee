import { isCaptchaErrorCode } from '@kickoff/platform-api';

/**
 * The captcha kinds Kickoff shows, one per sign-in error code (SES-028; the spec leaves the mapping open).
 * Each is a kind real captcha services offer and that can be shown honestly from what `/captcha/update`
 * sends: a picture (image data URL) or a text.
 * - 100 `picture-text`: a distorted-text picture; the user types the characters.
 * - 111 `question`: a text question; the user types the answer.
 * - 112 `picture-math`: a picture of a sum; the user types the result (a number).
 * - 113 `text-math`: a sum written as text ("7 + 5 = ?"); the user types the result (a number).
 */
export type CaptchaKind = 'picture-text' | 'question' | 'picture-math' | 'text-math';

const KIND_BY_CODE = {
  100: 'picture-text',
  111: 'question',
  112: 'picture-math',
  113: 'text-math',
} as const satisfies Record<number, CaptchaKind>;

/** The kind a captcha code opens; null for a code that is not a captcha code. */
export function captchaKindFor(code: unknown): CaptchaKind | null {
  return isCaptchaErrorCode(code) ? KIND_BY_CODE[code] : null;
}

/** Kinds whose answer is a number: the keyboard offers digits. */
export function expectsNumber(kind: CaptchaKind): boolean {
  return kind === 'picture-math' || kind === 'text-math';
}
