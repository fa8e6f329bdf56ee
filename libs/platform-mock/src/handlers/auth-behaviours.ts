import {
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
} from '@kickoff/platform-api';
import { endSession } from '../model/identity';
import {
  checkFingerprint,
  completeTwoStep,
  findUserByLogin,
  findUserByPhone,
  recordSmsSent,
  secondStepOrSession,
  signInWithPassword,
  signInWithSms,
  SIGN_IN_ERROR,
} from '../model/login';
import { SOCIAL_CODE_PREFIX, findUserBySocial } from '../model/social-accounts';
import { isSelfExcluded } from '../model/users';
import { ok } from './answers';
import { behaviour } from './behaviour';
import { SESSION_COOKIE, clearCookie } from './cookies';
import { captchaOf, decodedCredential as decoded, fingerprintOf, signInAnswer } from './sign-in';

/** Demo token login: `token` = `demo-token:<login>` (any `sign`). */
const TOKEN_PREFIX = 'demo-token:';
const SMS_RESEND_SECONDS = 60;

function rightsOf(user: { config: { ban_level: number } } & Parameters<typeof isSelfExcluded>[0]): string[] {
  if (user.config.ban_level > 0) return ['view'];
  return isSelfExcluded(user) ? ['view', 'withdraw'] : ['view', 'bet', 'deposit', 'withdraw'];
}

export const authBehaviours = [
  behaviour(authLogin, {
    resolve: ({ model, request, body }) =>
      signInAnswer(
        signInWithPassword(
          model,
          findUserByLogin(model, decoded(body.login)),
          decoded(body.password),
          fingerprintOf(request),
          captchaOf(request),
        ),
      ),
  }),
  behaviour(authLoginByPhone, {
    resolve: ({ model, request, body }) =>
      signInAnswer(
        signInWithPassword(
          model,
          findUserByPhone(model, body.phone_number, true),
          decoded(body.password),
          fingerprintOf(request),
          captchaOf(request),
        ),
      ),
  }),
  behaviour(authLoginByToken, {
    resolve: ({ model, request, body }) => {
      const refused = checkFingerprint(model, fingerprintOf(request));
      if (refused) return signInAnswer(refused);
      const user = body.token.startsWith(TOKEN_PREFIX)
        ? findUserByLogin(model, body.token.slice(TOKEN_PREFIX.length))
        : undefined;
      return signInAnswer(
        user
          ? secondStepOrSession(model, user)
          : { ok: false, error_code: SIGN_IN_ERROR.wrongCredentials, error_message: 'Unknown sign-in token' },
      );
    },
  }),
  behaviour(authLoginBySocial, {
    resolve: ({ model, request, body }) => {
      const refused = checkFingerprint(model, fingerprintOf(request));
      if (refused) return signInAnswer(refused);
      const user = findUserBySocial(model, body.network, body.code);
      return signInAnswer(
        user
          ? secondStepOrSession(model, user)
          : {
              ok: false,
              error_code: SIGN_IN_ERROR.wrongCredentials,
              error_message: 'No account is linked to this social profile',
            },
      );
    },
  }),
  behaviour(authLoginBySms, {
    resolve: ({ model, request, body }) =>
      signInAnswer(signInWithSms(model, body['phone-number'], body['phone-code'], fingerprintOf(request))),
  }),
  behaviour(authSendSms, {
    resolve: ({ model, body }) => {
      recordSmsSent(model, body['phone-number']);
      // Always "sent", whether the number is known or not: the answer must not reveal who is registered.
      return ok({ success: true, resend_after: SMS_RESEND_SECONDS });
    },
  }),
  behaviour(authTwoStep, {
    resolve: ({ model, request, body }) =>
      signInAnswer(
        checkFingerprint(model, fingerprintOf(request)) ?? completeTwoStep(model, body.two_step_token, body.code),
      ),
  }),
  behaviour(authSocialTwoStep, {
    resolve: ({ model, request, body }) =>
      signInAnswer(
        checkFingerprint(model, fingerprintOf(request)) ?? completeTwoStep(model, body.two_step_token, body.code),
      ),
  }),
  behaviour(authOauth, {
    resolve: ({ params, query }) =>
      ok({
        url: `https://oauth.kickoff.test/${params.network}/authorize?lng=${query.lng}&redirect_uri=${encodeURIComponent('/auth/callback')}&code_hint=${SOCIAL_CODE_PREFIX}demo`,
      }),
  }),
  behaviour(authDisconnect, {
    // Idempotent: disconnecting without a session is not an error, the cookie is cleared either way.
    resolve: ({ model, sessionId }) => {
      if (sessionId) endSession(model, sessionId);
      return ok({ success: true }, { setCookies: [clearCookie(SESSION_COOKIE)] });
    },
  }),
  behaviour(authRights, { resolve: ({ user }) => ok({ rights: user ? rightsOf(user) : [] }) }),
  behaviour(authSessionCheck, { resolve: ({ user }) => ok({ user_id: user?.id ?? null }) }),
];
