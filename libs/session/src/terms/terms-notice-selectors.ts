import { type SessionRootState, selectIsAuthenticated, selectTermsChanged } from '../state/selectors';

/** SES-060: a signed-in user whose terms changed (anonymous visitors have no terms to confirm, SES-049). */
export const selectHasTermsUpdate = (state: SessionRootState): boolean => selectIsAuthenticated(state) && selectTermsChanged(state);
