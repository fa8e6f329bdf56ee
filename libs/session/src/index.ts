// The public face of @kickoff/session: the feature module, its components, and what other features read of it.
export { sessionFeature } from './feature/session-feature';
export type { SessionFormsApi, SessionFormsProps } from './feature/session-forms-api';
export { AccountArea } from './account/AccountArea';
export { SessionLayer } from './layer/SessionLayer';
export { ConfirmTermsPage } from './terms/ConfirmTermsPage';
export { selectIsAuthenticated, selectUserId } from './state/selectors';
export type { SessionRootState } from './state/selectors';
// The forms sign players in and react to the session's own sign-outs.
export { loggedOut, signedIn, signedOut } from './state/session-slice';
// The web server answers forms posted before the site took over: it checks return addresses as the session does.
export { safeReturnPath } from './domain/safe-return-path';
