import { initialOneTapState, type OneTapState } from './one-tap-slice';

/** The slice is injected lazily: a state without it reads as an untouched prompt. */
export interface OneTapRootState {
  oneTap?: OneTapState;
}

export const selectOneTap = (state: OneTapRootState): OneTapState => state.oneTap ?? initialOneTapState;

/** SES-032: the prompt is for anonymous visitors who have not closed it. */
export const isOneTapOffered = (oneTap: OneTapState, isAuthenticated: boolean): boolean =>
  !isAuthenticated && !oneTap.dismissed;
