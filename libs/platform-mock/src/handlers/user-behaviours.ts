import {
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
} from '@kickoff/platform-api';
import { issueFingerprint } from '../model/fingerprints';
import { issueToken } from '../model/identity';
import { PHONE_COUNTRIES, PHONE_MASKS } from '../model/phone-countries';
import { hashText } from '../model/random';
import { TERMS_ITEMS, confirmTerms, termsVersion } from '../model/terms';
import { FINGERPRINT_SCRIPT } from './fingerprint-script';
import { ok } from './answers';
import { behaviour, userBehaviour } from './behaviour';
import { SESSION_COOKIE } from './cookies';

/** 1×1 transparent GIF: the policy logo only has to be an image. */
const POLICY_LOGO_GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const userBehaviours = [
  behaviour(getToken, {
    // Identity is the session cookie only: without one the visitor gets an anonymous token, never a 401.
    resolve: ({ model, cookies }) => {
      const sessionId = cookies[SESSION_COOKIE];
      return ok({ token: issueToken(model, sessionId ? model.state.sessions[sessionId] : undefined) });
    },
  }),
  userBehaviour(termsStatus, {
    allowWhileTermsChanged: true,
    resolve: ({ model, user }) => ok({ result: user.termsChanged, updatedAt: termsVersion(model) }),
  }),
  userBehaviour(termsRules, {
    // The confirm-terms page must be able to show what is to be confirmed.
    allowWhileTermsChanged: true,
    resolve: ({ model }) => ok({ result: TERMS_ITEMS, updatedAt: termsVersion(model) }),
  }),
  userBehaviour(termsConfirm, {
    allowWhileTermsChanged: true,
    resolve: ({ model, user, body }) => ok({ result: confirmTerms(model, user, body.updatedAt) }),
  }),
  behaviour(sessionCheck, { resolve: ({ user }) => ok({ userId: user?.id ?? null }) }),
  behaviour(sessionLoad, {
    resolve: ({ user, sessionId }) => ok(user && sessionId ? `session=${sessionId}; user=${user.id}` : ''),
  }),
  behaviour(policyLogo, {
    resolve: () =>
      ok(new Blob([Uint8Array.from(atob(POLICY_LOGO_GIF), (char) => char.charCodeAt(0))], { type: 'image/gif' })),
  }),
  userBehaviour(userConfig, { resolve: ({ user }) => ok({ result: user.config }) }),
  behaviour(userSecureData, {
    resolve: ({ user, sessionId }) =>
      ok(
        user && sessionId
          ? { ggru: hashText(`ggru:${sessionId}`), grant: hashText(`grant:${sessionId}:${user.id}`) }
          : { ggru: '', grant: '' },
      ),
  }),
  userBehaviour(realityCheck, {
    resolve: ({ model, user, body }) => {
      const { action, do_not_show_again } = body.data.attributes;
      Object.assign(user.realityCheck, {
        lastAction: action,
        lastActionAt: model.clock.now(),
        doNotShowAgain: do_not_show_again,
      });
      return ok(undefined);
    },
  }),
  userBehaviour(cookiesAgreeTime, {
    resolve: ({ user, body }) => {
      user.cookiesAgreeTime = body.cookiesAgreeTime;
      return ok(undefined);
    },
  }),
  behaviour(phoneCountries, { resolve: () => ok({ countries: PHONE_COUNTRIES }) }),
  behaviour(phoneMasks, { resolve: () => ok(PHONE_MASKS) }),
  behaviour(fingerprintScript, { resolve: () => ok(new Blob([FINGERPRINT_SCRIPT], { type: 'text/javascript' })) }),
  behaviour(deviceFingerprint, {
    resolve: ({ model, body }) => {
      const { token, expiresAt } = issueFingerprint(model);
      return ok({ token, expiresAt, data: { components: Object.keys(body.components).length } });
    },
  }),
];
