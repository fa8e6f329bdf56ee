import { couponActions, resolveCoefView } from '@kickoff/contracts';
import type { RootState } from '@kickoff/store';
import type { Dispatch } from '@reduxjs/toolkit';
import { selectAllowedCoefViews } from '../odds/odds-formats';
import { preferencesActions } from './preferences-slice';

/** The coupon shows the chosen format; a format the view or the site does not offer falls back to the first allowed. */
export function keepCoefViewAllowed(state: RootState, dispatch: Dispatch): void {
  const resolved = resolveCoefView(state.preferences.coefViewId, selectAllowedCoefViews(state));
  if (resolved !== state.preferences.coefViewId) dispatch(preferencesActions.coefViewChosen(resolved));
  else dispatch(couponActions.coefViewChanged(resolved));
}
