import type { TypedStartListening } from '@reduxjs/toolkit';
import { selectIsAuthenticated } from '../state/selectors';
import { oneTapApi } from './one-tap-api';
import { openableRedirectUrl, readOneTapContext } from './one-tap-domain';
import type { OneTapPorts } from './one-tap-ports';
import { selectOneTap, type OneTapRootState } from './one-tap-selectors';
import { oneTapCancelled, oneTapFailed, oneTapRedirecting, oneTapRequested } from './one-tap-slice';

export type OneTapStartListening = TypedStartListening<OneTapRootState>;

/** SES-033 … SES-035: client id → the provider's credential → multipart sign-in → open the returned redirectUrl. */
export function registerOneTapListeners(startListening: OneTapStartListening, ports: OneTapPorts): () => void {
  return startListening({
    predicate: (action, current, previous) => oneTapRequested.match(action) && selectOneTap(previous).status !== 'working' && selectOneTap(current).status === 'working',
    effect: async (_, api) => {
      const fail = (message: string, detail?: unknown) => {
        ports.log?.(`one-tap: ${message}`, detail);
        api.dispatch(oneTapFailed());
      };
      // SES-032: a signed-in user has nothing to sign in to.
      if (selectIsAuthenticated(api.getState())) {
        api.dispatch(oneTapCancelled());
        return;
      }

      const clientId = await api.dispatch(oneTapApi.endpoints.sessionOneTapClientId.initiate(undefined, { subscribe: false }));
      if (clientId.data === undefined) return fail('no client id', clientId.error);

      let credential: string | null;
      try {
        credential = await ports.requestCredential(clientId.data);
      } catch (error) {
        return fail('the provider gave no credential', error);
      }
      if (!credential) {
        api.dispatch(oneTapCancelled());
        return;
      }

      const context = readOneTapContext(ports.signInContext(api.getState()));
      if (!context) return fail('no usable language, currency or country id', ports.signInContext(api.getState()));

      const request = api.dispatch(oneTapApi.endpoints.sessionOneTapSignIn.initiate({ credential, ...context }));
      const result = await request;
      request.reset();
      if (result.data === undefined) return fail('sign-in failed', result.error);

      const url = openableRedirectUrl(result.data, ports.siteOrigin);
      if (!url) return fail('refused to open the redirect URL', result.data);
      try {
        ports.openUrl(url);
      } catch (error) {
        return fail('the redirect URL could not be opened', error);
      }
      api.dispatch(oneTapRedirecting());
    },
  });
}
