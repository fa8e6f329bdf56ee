import type { AppStartListening, RootState } from '@kickoff/store';
import { oneTapApi } from './one-tap-api';
import { openableRedirectUrl, type OneTapSignInContext, readOneTapContext } from '../domain/one-tap-domain';
import { selectOneTap } from './one-tap-selectors';
import { oneTapCancelled, oneTapFailed, oneTapRedirecting, oneTapRequested } from './one-tap-slice';

/**
 * What one-tap sign-in needs from the outside world. The listener loads no third-party script: the
 * `requestCredential` adapter (`browser/google-one-tap.ts`) does (Google Identity Services: load `https://accounts.google.com/gsi/client`
 * once, `google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => resolve(credential),
 * cancel_on_tap_outside: true })`, then `google.accounts.id.prompt(notification => notification.isSkippedMoment()
 * || notification.isDismissedMoment() ? resolve(null) : undefined)`).
 */
export interface OneTapDeps {
  /** Who is signed in (the session's port `session.player`). */
  isAuthenticated(state: RootState): boolean;
  /** Asks the provider for the user's ID token with the platform's client id; null = the user declined or closed it. */
  requestCredential(clientId: string): Promise<string | null>;
  /** Opens the sign-in's `redirectUrl` (the page adapter's `assign`); only ever called with an http(s) URL. */
  openUrl(url: string): void;
  /** `location.origin`: a relative `redirectUrl` is resolved against it. */
  siteOrigin: string;
  /** The language, currency and country id the sign-in sends (the current language, site config's currency, the home country). */
  signInContext(state: RootState): Partial<OneTapSignInContext> | null;
  log?: (message: string, detail?: unknown) => void;
}

/** SES-033 … SES-035: client id → the provider's credential → multipart sign-in → open the returned redirectUrl. */
export function registerOneTapListeners(startListening: AppStartListening, deps: OneTapDeps): () => void {
  return startListening({
    predicate: (action, current, previous) =>
      oneTapRequested.match(action) &&
      selectOneTap(previous).status !== 'working' &&
      selectOneTap(current).status === 'working',
    effect: async (_, api) => {
      const fail = (message: string, detail?: unknown) => {
        deps.log?.(`one-tap: ${message}`, detail);
        api.dispatch(oneTapFailed());
      };
      // SES-032: a signed-in user has nothing to sign in to.
      if (deps.isAuthenticated(api.getState())) {
        api.dispatch(oneTapCancelled());
        return;
      }

      const clientId = await api.dispatch(
        oneTapApi.endpoints.sessionOneTapClientId.initiate(undefined, { subscribe: false }),
      );
      if (clientId.data === undefined) return fail('no client id', clientId.error);

      let credential: string | null;
      try {
        credential = await deps.requestCredential(clientId.data);
      } catch (error) {
        return fail('the provider gave no credential', error);
      }
      if (!credential) {
        api.dispatch(oneTapCancelled());
        return;
      }

      const context = readOneTapContext(deps.signInContext(api.getState()));
      if (!context) return fail('no usable language, currency or country id', deps.signInContext(api.getState()));

      const request = api.dispatch(oneTapApi.endpoints.sessionOneTapSignIn.initiate({ credential, ...context }));
      const result = await request;
      request.reset();
      if (result.data === undefined) return fail('sign-in failed', result.error);

      const url = openableRedirectUrl(result.data, deps.siteOrigin);
      if (!url) return fail('refused to open the redirect URL', result.data);
      try {
        deps.openUrl(url);
      } catch (error) {
        return fail('the redirect URL could not be opened', error);
      }
      api.dispatch(oneTapRedirecting());
    },
  });
}
