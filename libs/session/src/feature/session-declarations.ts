import type { SessionState } from '../state/session-slice';
import type { SessionServicesApi } from './session-services';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** never persisted: who is signed in is the platform's session cookie, asked again on every load */
    session: SessionState;
  }
  interface LazyFeatures {
    /** The session check, logout, auto logoff, terms and the navigation after a sign-in: right after the start. */
    sessionServices: SessionServicesApi;
    /** Start-up services (payment consultant, version check, fingerprint, secure data): right after the start. */
    sessionStartup: undefined;
  }
  interface FeaturePorts {
    /** A full reload of the page (the update notice's answer). */
    'session.reloadPage': () => void;
  }
}
