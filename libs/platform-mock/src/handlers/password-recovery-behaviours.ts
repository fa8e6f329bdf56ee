import { passwordRecoveryCheckCode, passwordRecoverySave, passwordRecoveryStart } from '@kickoff/platform-api';
import { checkRecoveryCode, saveRecoveredPassword, startRecovery } from '../model/password-recovery';
import { ok } from './answers';
import { behaviour } from './behaviour';
import { decodedCredential, fingerprintOf, refusalAnswer } from './sign-in';

export const passwordRecoveryBehaviours = [
  behaviour(passwordRecoveryStart, {
    resolve: ({ model, request, body }) => {
      const outcome = startRecovery(model, body.login, fingerprintOf(request));
      if (!outcome.ok) return refusalAnswer(outcome);
      const { recovery_token, code_ttl, resend_after } = outcome;
      return ok({ recovery_token, code_ttl, resend_after });
    },
  }),
  behaviour(passwordRecoveryCheckCode, {
    resolve: ({ model, body }) => {
      const outcome = checkRecoveryCode(model, body.recovery_token, body.code);
      return outcome.ok ? ok({ approve_token: outcome.approve_token }) : refusalAnswer(outcome);
    },
  }),
  behaviour(passwordRecoverySave, {
    resolve: ({ model, body }) => {
      const outcome = saveRecoveredPassword(model, body.approve_token, decodedCredential(body.password));
      return outcome.ok ? ok({ success: true }) : refusalAnswer(outcome);
    },
  }),
];
