import { encodeCredential } from '@kickoff/platform-api';
import type { AppStartListening } from '@kickoff/store';
import type { RegistrationDeps } from './registration-deps';
import { selectRegistration } from './registration-selectors';
import {
  finishRegistrationCompleted,
  finishRegistrationFailed,
  finishRegistrationSubmitted,
} from './registration-slice';

/** SES-046: a complete finish-registration form goes to `completeProfile`; without one it fails visibly, never silently. */
export function registerFinishRegistration(
  startListening: AppStartListening,
  deps: Pick<RegistrationDeps, 'completeProfile' | 'log'>,
): () => void {
  const unsubscribe = startListening({
    actionCreator: finishRegistrationSubmitted,
    effect: async (_, api) => {
      if (selectRegistration(api.getOriginalState()).finish.submitting) return;
      const { submitting, email, password } = selectRegistration(api.getState()).finish;
      if (!submitting) return;
      if (!deps.completeProfile) {
        deps.log?.('registration: no way to save the profile of a pay-and-play account (no completeProfile)');
        return void api.dispatch(finishRegistrationFailed());
      }
      try {
        await deps.completeProfile({ email: email.trim(), password: encodeCredential(password) });
        api.dispatch(finishRegistrationCompleted());
      } catch (error) {
        deps.log?.('registration: finishing the profile failed', error);
        api.dispatch(finishRegistrationFailed());
      }
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
