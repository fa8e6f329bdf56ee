import { CAPTCHA_HEADER, FINGERPRINT_HEADER, decodeCredential } from '@kickoff/platform-api';
import type { SignInOutcome } from '../model/login';
import type { Refusal } from '../model/refusal';
import { type ErrorAnswer, type OkAnswer, ok, platformError } from './answers';
import { signedInCookies } from './cookies';

export function fingerprintOf(request: Request): string | null {
  return request.headers.get(FINGERPRINT_HEADER);
}

/** The contract's captcha header; its value may be the accepted answer or the solved challenge's id. */
export function captchaOf(request: Request): string | null {
  return request.headers.get(CAPTCHA_HEADER) || null;
}

/** A credential that does not decode reads as empty: it matches no login and is too short for any password rule. */
export function decodedCredential(value: string): string {
  try {
    return decodeCredential(value);
  } catch {
    return '';
  }
}

export function refusalAnswer({ error_code, error_message, field }: Refusal): ErrorAnswer {
  return platformError(400, error_code, error_message, field ? { field } : {});
}

/** Success sets the session cookie (browsers, emulator) and answers the token (Node tests have no cookie jar). */
export function signInAnswer(outcome: SignInOutcome): OkAnswer<{ user_id: number; token: string }> | ErrorAnswer {
  if (!outcome.ok) {
    const { error_code, error_message, two_step_token } = outcome;
    return platformError(400, error_code, error_message, two_step_token ? { two_step_token } : {});
  }
  return ok(
    { user_id: outcome.user.id, token: outcome.token },
    { setCookies: signedInCookies(outcome.session.id, outcome.user.id) },
  );
}
