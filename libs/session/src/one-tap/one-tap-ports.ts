import type { OneTapSignInContext } from './one-tap-domain';

/**
 * What one-tap sign-in needs from the outside world. The lib loads no third-party script: apps/web's
 * `requestCredential` adapter does (Google Identity Services: load `https://accounts.google.com/gsi/client`
 * once, `google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => resolve(credential),
 * cancel_on_tap_outside: true })`, then `google.accounts.id.prompt(notification => notification.isSkippedMoment()
 * || notification.isDismissedMoment() ? resolve(null) : undefined)`).
 */
export interface OneTapPorts {
  /** Asks the provider for the user's ID token with the platform's client id; null = the user declined or closed it. */
  requestCredential(clientId: string): Promise<string | null>;
  /** Opens the sign-in's `redirectUrl` (apps/web: `location.assign(url)`); only ever called with an http(s) URL. */
  openUrl(url: string): void;
  /** `location.origin`: a relative `redirectUrl` is resolved against it. */
  siteOrigin: string;
  /** The language, currency and country id the sign-in sends (apps/web: current language, display currency, geo country). */
  signInContext(state: unknown): Partial<OneTapSignInContext> | null;
  log?: (message: string, detail?: unknown) => void;
}
