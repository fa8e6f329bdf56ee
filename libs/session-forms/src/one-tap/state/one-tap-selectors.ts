import { selectIsAuthenticated, type SessionRootState } from '@kickoff/session';
import { initialOneTapState, type OneTapState } from './one-tap-slice';

/** The slice is injected lazily: a state without it reads as an untouched prompt. */
export interface OneTapRootState extends SessionRootState {
  oneTap?: OneTapState;
}

export const selectOneTap = (state: OneTapRootState): OneTapState => state.oneTap ?? initialOneTapState;

/** SES-032: the prompt is for anonymous visitors who have not closed it. */
export const selectShouldOfferOneTap = (state: OneTapRootState): boolean =>
  !selectIsAuthenticated(state) && !selectOneTap(state).dismissed;
