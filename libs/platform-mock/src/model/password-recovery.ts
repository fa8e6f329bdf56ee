import { AUTH_ERROR_CODES, REGISTRATION_ERROR_CODES } from '@kickoff/platform-api';
import { type ModelContext, nextId } from './context';
import { isLongEnough } from './credentials';
import { DEMO_RECOVERY_CODE } from './demo-users';
import { checkFingerprint, findUserByLogin, findUserByPhone } from './login';
import { hashNumbers } from './random';
import { type Refusal, refuse } from './refusal';
import type { User } from './users';

/** Seconds a recovery code stays valid. */
export const RECOVERY_CODE_TTL_SECONDS = 300;
/** Seconds before the player may ask for another code. */
export const RECOVERY_RESEND_AFTER_SECONDS = 60;
/** How long an approved recovery may save its new password. */
export const RECOVERY_APPROVAL_LIFETIME_MS = 10 * 60 * 1000;

export type RecoveryStarted = { ok: true; recovery_token: string; code_ttl: number; resend_after: number };
export type RecoveryApproved = { ok: true; approve_token: string };

const PHONE_LIKE = /^\+?[\d\s()-]+$/;

/** A login, an e-mail, or a phone number written any way (`+7 900 000-10-01`), national or international. */
function findRecoveringUser(context: ModelContext, login: string): User | undefined {
  const byLogin = findUserByLogin(context, login);
  if (byLogin || !PHONE_LIKE.test(login.trim())) return byLogin;
  return findUserByPhone(context, login.replace(/\D/g, ''), false);
}

function opaqueToken(context: ModelContext, prefix: string, user: User): string {
  const number = nextId(context, 'recovery');
  return `${prefix}-${number}-${hashNumbers(context.state.seed, number, user.id, 0x7e).toString(36)}`;
}

function expired(): Refusal {
  return refuse(AUTH_ERROR_CODES.codeExpired, 'The code expired, ask for a new one');
}

/** Every player's code is DEMO_RECOVERY_CODE: no message leaves the mock, so the code must be known. */
export function startRecovery(
  context: ModelContext,
  login: string,
  fingerprint: string | null,
): RecoveryStarted | Refusal {
  const noFingerprint = checkFingerprint(context, fingerprint);
  if (noFingerprint && !noFingerprint.ok) return noFingerprint;
  const user = findRecoveringUser(context, login);
  if (!user) return refuse(AUTH_ERROR_CODES.wrongCredentials, 'No player with this login, e-mail or phone');
  const token = opaqueToken(context, 'pr', user);
  context.state.passwordRecoveries[token] = {
    login: user.login,
    code: DEMO_RECOVERY_CODE,
    expiresAt: context.clock.now() + RECOVERY_CODE_TTL_SECONDS * 1000,
  };
  return {
    ok: true,
    recovery_token: token,
    code_ttl: RECOVERY_CODE_TTL_SECONDS,
    resend_after: RECOVERY_RESEND_AFTER_SECONDS,
  };
}

/** An unknown token reads as expired: the player can only start again either way. */
export function checkRecoveryCode(
  context: ModelContext,
  recoveryToken: string,
  code: string,
): RecoveryApproved | Refusal {
  const recovery = context.state.passwordRecoveries[recoveryToken];
  const user = recovery ? context.state.users[recovery.login] : undefined;
  if (!recovery || !user) return expired();
  if (context.clock.now() >= recovery.expiresAt) {
    delete context.state.passwordRecoveries[recoveryToken];
    return expired();
  }
  if (code !== recovery.code) return refuse(AUTH_ERROR_CODES.wrongCode, 'Wrong code');
  delete context.state.passwordRecoveries[recoveryToken];
  const approveToken = opaqueToken(context, 'pa', user);
  context.state.recoveryApprovals[approveToken] = {
    login: user.login,
    expiresAt: context.clock.now() + RECOVERY_APPROVAL_LIFETIME_MS,
  };
  return { ok: true, approve_token: approveToken };
}

/** Open codes and approvals of this player end with the change: none of them may set a password again. */
function forgetRecoveries(context: ModelContext, login: string): void {
  const { passwordRecoveries, recoveryApprovals } = context.state;
  for (const [token, recovery] of Object.entries(passwordRecoveries))
    if (recovery.login === login) delete passwordRecoveries[token];
  for (const [token, approval] of Object.entries(recoveryApprovals))
    if (approval.login === login) delete recoveryApprovals[token];
}

/** A too-short password keeps the approval, so the player may try another one. */
export function saveRecoveredPassword(
  context: ModelContext,
  approveToken: string,
  password: string,
): { ok: true } | Refusal {
  const approval = context.state.recoveryApprovals[approveToken];
  const user = approval ? context.state.users[approval.login] : undefined;
  if (!approval || !user) return expired();
  if (context.clock.now() >= approval.expiresAt) {
    delete context.state.recoveryApprovals[approveToken];
    return expired();
  }
  if (!isLongEnough(password))
    return refuse(REGISTRATION_ERROR_CODES.invalidField, 'password: at least 8 characters', 'password');
  user.password = password;
  user.failedPasswords = 0;
  user.config.protection_methods.is_changed_password = true;
  user.config.changed_pass_day_count = 0;
  forgetRecoveries(context, user.login);
  return { ok: true };
}
