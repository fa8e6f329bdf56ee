/**
 * Social one-tap sign-in (SES-032 … SES-035, MOD-019).
 *
 * `OneTapPrompt` is shown to anonymous visitors only and fetches the one-tap client id. "Continue" asks the
 * provider for a credential through the `requestCredential(clientId)` port (apps/web's Google Identity Services
 * adapter; the lib loads no third-party script), posts it as multipart with language, currency and countryId,
 * and opens the answer's `redirectUrl` through the `openUrl` port: only http(s) URLs, a path resolved against
 * the site's origin, anything else refused and logged.
 */
export { oneTapApi } from './one-tap-api';
export type { OneTapSignInArgs } from './one-tap-api';
export { openableRedirectUrl, readOneTapContext } from './one-tap-domain';
export type { OneTapSignInContext } from './one-tap-domain';
export { registerOneTapListeners } from './one-tap-listener';
export type { OneTapStartListening } from './one-tap-listener';
export type { OneTapPorts } from './one-tap-ports';
export { sessionOneTapResources } from './one-tap-resources';
export type { SessionOneTapTextKey } from './one-tap-resources';
export { selectOneTap, selectShouldOfferOneTap } from './one-tap-selectors';
export type { OneTapRootState } from './one-tap-selectors';
export { initialOneTapState, oneTapDismissed, oneTapRequested, oneTapSlice } from './one-tap-slice';
export type { OneTapState, OneTapStatus } from './one-tap-slice';
export { OneTapPrompt } from './OneTapPrompt';
export { OneTapPromptView } from './OneTapPromptView';
export type { OneTapPromptViewProps } from './OneTapPromptView';
