import { AUTH_ERROR_CODES, FINGERPRINT_ERROR_CODE } from '@kickoff/platform-api';
import { LOGIN_CAPTCHA_CODE, consumeSolvedCaptcha } from './captchas';
import { type ModelContext, nextId } from './context';
import { DEMO_SMS_CODE } from './demo-users';
import { isFingerprintValid } from './fingerprints';
import { issueToken, startSession } from './identity';
import { hashNumbers } from './random';
import type { Session } from './state';
import { type User, needsCaptcha } from './users';

export const SIGN_IN_ERROR = {
  fingerprint: FINGERPRINT_ERROR_CODE,
  captcha: LOGIN_CAPTCHA_CODE,
  ...AUTH_ERROR_CODES,
} as const;

/** How long a two-step or SMS code may be entered. */
export const CODE_LIFETIME_MS = 5 * 60 * 1000;

export type SignInOutcome =
  | { ok: true; user: User; session: Session; token: string }
  | { ok: false; error_code: number; error_message: string; two_step_token?: string };

export function findUserByLogin(context: ModelContext, login: string): User | undefined {
  const wanted = login.trim().toLowerCase();
  // Players without an e-mail (one-click, phone) have an empty one: a blank login must not find them.
  if (wanted === '') return undefined;
  return Object.values(context.state.users).find(
    (user) => user.login.toLowerCase() === wanted || user.config.user_email.toLowerCase() === wanted,
  );
}

/** By national number, or by the full international one (dialling code + number) when `nationalOnly` is false. */
export function findUserByPhone(context: ModelContext, digits: string, nationalOnly: boolean): User | undefined {
  return Object.values(context.state.users).find(
    (user) =>
      user.config.phone_number !== '' &&
      (user.config.phone_number === digits ||
        (!nationalOnly && `${user.config.phone_code}${user.config.phone_number}` === digits)),
  );
}

function failure(error_code: number, error_message: string): SignInOutcome {
  return { ok: false, error_code, error_message };
}

export function checkFingerprint(context: ModelContext, fingerprint: string | null): SignInOutcome | undefined {
  return isFingerprintValid(context, fingerprint)
    ? undefined
    : failure(SIGN_IN_ERROR.fingerprint, 'Device fingerprint missing or expired');
}

/**
 * A password sign-in. Fingerprint first (without it the platform does not look at credentials), then the
 * captcha the user has earned, then the password: guessing passwords is never possible without captchas.
 */
export function signInWithPassword(
  context: ModelContext,
  user: User | undefined,
  password: string,
  fingerprint: string | null,
  captcha: string | null,
): SignInOutcome {
  const noFingerprint = checkFingerprint(context, fingerprint);
  if (noFingerprint) return noFingerprint;
  if (user && needsCaptcha(user) && !consumeSolvedCaptcha(context, captcha))
    return failure(SIGN_IN_ERROR.captcha, 'Captcha required');
  if (!user || user.password !== password) {
    if (user) user.failedPasswords += 1;
    return failure(SIGN_IN_ERROR.wrongCredentials, 'Wrong login or password');
  }
  user.failedPasswords = 0;
  return secondStepOrSession(context, user);
}

/** A credential was accepted: start the session, unless the account has a second step. */
export function secondStepOrSession(context: ModelContext, user: User): SignInOutcome {
  if (user.twoStepCode !== null) {
    const number = nextId(context, 'twoStep');
    const token = `2s-${number}-${hashNumbers(context.state.seed, number, user.id).toString(36)}`;
    context.state.twoStepChallenges[token] = { login: user.login, issuedAt: context.clock.now() };
    return {
      ok: false,
      error_code: SIGN_IN_ERROR.twoStepRequired,
      error_message: 'Enter the code of the second step',
      two_step_token: token,
    };
  }
  const session = startSession(context, user);
  return { ok: true, user, session, token: issueToken(context, session) };
}

export function completeTwoStep(context: ModelContext, twoStepToken: string, code: string): SignInOutcome {
  const challenge = context.state.twoStepChallenges[twoStepToken];
  const user = challenge ? context.state.users[challenge.login] : undefined;
  if (!challenge || !user) return failure(SIGN_IN_ERROR.codeExpired, 'The sign-in attempt expired, start again');
  if (context.clock.now() - challenge.issuedAt > CODE_LIFETIME_MS) {
    delete context.state.twoStepChallenges[twoStepToken];
    return failure(SIGN_IN_ERROR.codeExpired, 'The code expired');
  }
  if (code !== user.twoStepCode) return failure(SIGN_IN_ERROR.wrongCode, 'Wrong code');
  delete context.state.twoStepChallenges[twoStepToken];
  const session = startSession(context, user);
  return { ok: true, user, session, token: issueToken(context, session) };
}

export function recordSmsSent(context: ModelContext, phone: string): void {
  context.state.smsSentAt[phone] = context.clock.now();
}

export function signInWithSms(
  context: ModelContext,
  phone: string,
  code: string,
  fingerprint: string | null,
): SignInOutcome {
  const noFingerprint = checkFingerprint(context, fingerprint);
  if (noFingerprint) return noFingerprint;
  const sentAt = context.state.smsSentAt[phone];
  if (sentAt === undefined) return failure(SIGN_IN_ERROR.wrongCode, 'No code was sent to this number');
  if (context.clock.now() - sentAt > CODE_LIFETIME_MS) return failure(SIGN_IN_ERROR.codeExpired, 'The code expired');
  const user = findUserByPhone(context, phone, false);
  if (!user || code !== DEMO_SMS_CODE) return failure(SIGN_IN_ERROR.wrongCode, 'Wrong code');
  delete context.state.smsSentAt[phone];
  return secondStepOrSession(context, user);
}
