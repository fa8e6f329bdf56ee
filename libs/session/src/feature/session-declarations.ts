import type { SessionState } from '../state/session-slice';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** never persisted: who is signed in is the platform's session cookie, asked again on every load */
    session: SessionState;
  }
  interface FeaturePorts {
    /** A full reload of the page (the update notice's answer). */
    'session.reloadPage': () => void;
  }
}
