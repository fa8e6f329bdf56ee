// The public face of @kickoff/session: the feature module and its components. Other features hear its events and
// read who is signed in through @kickoff/contracts (`signedIn`, port `session.player`); the app reads the selectors.
export { sessionFeature } from './feature/session-feature';
export { AccountArea } from './account/AccountArea';
export { SessionLayer } from './layer/SessionLayer';
export { ConfirmTermsPage } from './terms/ConfirmTermsPage';
export { selectIsAuthenticated, selectUserId } from './state/selectors';
// The web server answers forms posted before the site took over: it checks return addresses as the session does.
export { safeReturnPath } from './domain/safe-return-path';
