import { signedIn } from '@kickoff/contracts';
import { registrationFailureOf } from '../domain/registration-failure';
import { registrationRequest } from '../domain/registration-request';
import { registrationApi } from './registration-api';
import type { AppStartListening } from '@kickoff/store';
import type { RegistrationDeps } from './registration-deps';
import { selectRegistration } from './registration-selectors';
import {
  registrationFailed,
  registrationSubmitted,
  registrationSucceeded,
  socialAuthorizationFailed,
  socialAuthorizationStarted,
} from './registration-slice';

/**
 * Sends a complete form (the reducer checked it and set `submitting`). Success signs the player in
 * (`signedIn` via registration: after-sign-in navigation, SES-003/SES-004) and moves the modal on:
 * one-click to the credentials, anything else closes it; a pay-and-play answer makes finishing the profile due.
 */
export function registerSubmit(
  startListening: AppStartListening,
  deps: Pick<RegistrationDeps, 'openUrl' | 'language' | 'log'>,
): () => void {
  const stops = [
    startListening({
      actionCreator: registrationSubmitted,
      effect: async (_, api) => {
        if (selectRegistration(api.getOriginalState()).submitting) return;
        const { submitting, type, fields, bonus, offer, social } = selectRegistration(api.getState());
        if (!submitting || !type || !offer) return;
        const request = registrationRequest({ type, fields, bonus, currency: offer.currency, social });
        if (!request.ok) return void api.dispatch(registrationFailed({ reason: 'unknown' }));

        const sending = api.dispatch(registrationApi.endpoints.registrationRegister.initiate(request.body));
        const result = await sending;
        // The answer carries a token and maybe a password: it does not stay in the API cache.
        sending.reset();
        if ('error' in result) {
          deps.log?.('registration failed', result.error);
          return void api.dispatch(registrationFailed(registrationFailureOf(result.error)));
        }
        const { user_id, credentials, isPayAndPlay } = result.data;
        api.dispatch(signedIn({ userId: user_id, via: 'registration' }));
        api.dispatch(
          registrationSucceeded({
            credentials: credentials ? { login: credentials.login, password: credentials.password } : null,
            isPayAndPlay,
          }),
        );
      },
    }),
    startListening({
      actionCreator: socialAuthorizationStarted,
      effect: async ({ payload: network }, api) => {
        if (selectRegistration(api.getOriginalState()).socialStarting) return;
        const asking = api.dispatch(
          registrationApi.endpoints.registrationOauthUrl.initiate({ network, lng: deps.language() }),
        );
        const result = await asking;
        asking.reset();
        if ('error' in result) {
          deps.log?.('registration: social authorization address failed', result.error);
          return void api.dispatch(socialAuthorizationFailed(registrationFailureOf(result.error)));
        }
        // The network sends the player back to the registration page with a code (registrationPageEntered).
        deps.openUrl(result.data);
      },
    }),
  ];
  return () => stops.forEach((stop) => stop({ cancelActive: true }));
}
