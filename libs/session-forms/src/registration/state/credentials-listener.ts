import { CREDENTIAL_SAVING } from '@kickoff/platform-api';
import { credentialsFileName, credentialsText } from '../domain/credentials-card';
import { registrationApi } from './registration-api';
import type { AppStartListening } from '@kickoff/store';
import type { RegistrationDeps } from './registration-deps';
import { selectRegistration } from './registration-selectors';
import { credentialsSaved, credentialsSaveFailed, credentialsSaveRequested } from './registration-slice';

/** SES-044: 0 a text file, 1 a PNG picture (both downloaded through `downloads`), 2 mailed by the platform. */
export function registerCredentialsSaving(
  startListening: AppStartListening,
  deps: Pick<RegistrationDeps, 'downloads' | 'log'>,
): () => void {
  const unsubscribe = startListening({
    actionCreator: credentialsSaveRequested,
    effect: async ({ payload: { option, card } }, api) => {
      if (selectRegistration(api.getOriginalState()).saving?.status === 'saving') return;
      const saving = selectRegistration(api.getState()).saving;
      if (saving?.status !== 'saving' || saving.option !== option) return;
      try {
        if (option === CREDENTIAL_SAVING.file)
          await deps.downloads.downloadText(credentialsFileName(card, 'txt'), credentialsText(card));
        else if (option === CREDENTIAL_SAVING.image)
          await deps.downloads.downloadImage(credentialsFileName(card, 'png'), card);
        else {
          const sending = api.dispatch(
            registrationApi.endpoints.registrationSendCredentials.initiate({ email: saving.email ?? '' }),
          );
          const result = await sending;
          sending.reset();
          if ('error' in result || !result.data)
            throw 'error' in result ? result.error : new Error('the platform did not send the credentials');
        }
        api.dispatch(credentialsSaved(option));
      } catch (error) {
        deps.log?.('registration: saving the credentials failed', { option, error });
        api.dispatch(credentialsSaveFailed(option));
      }
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
