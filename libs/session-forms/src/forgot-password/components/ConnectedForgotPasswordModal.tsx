import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useIsSignedIn } from '@kickoff/contracts';
import { closeOutcome } from '../domain/flow';
import { shouldOpenForgotPassword } from '../domain/rules';
import {
  type ForgotPasswordRootState,
  selectForgotPassword,
  selectForgotPasswordView,
} from '../state/forgot-password-selectors';
import { forgotPasswordActions } from '../state/forgot-password-slice';
import { ForgotPasswordModal } from './ForgotPasswordModal';

export interface ConnectedForgotPasswordModalProps {
  /** The home route asked for the modal: shell-routing's `useShellPage()?.modal === 'forgot-password'`. */
  queryFlag: boolean;
  /**
   * The modal closed: `exit` after the password was saved (the owner offers the sign-in form), `cancel` before.
   * The owner drops `showForgotPasswordModal` from the address so a reload does not open it again.
   */
  onClosed?: (outcome: 'exit' | 'cancel') => void;
}

type State = ForgotPasswordRootState;

/**
 * The modal over the store: opened by the home route's flag for anonymous visitors only (SR-086, SR-087), or by
 * anyone dispatching `forgotPasswordOpened()` (a sign-in form's link).
 */
export function ConnectedForgotPasswordModal({ queryFlag, onClosed }: ConnectedForgotPasswordModalProps) {
  const dispatch = useDispatch();
  const store = useStore<State>();
  const view = useSelector(selectForgotPasswordView);
  const isAuthenticated = useIsSignedIn();
  const shouldOpen = shouldOpenForgotPassword({ isAuthenticated, queryFlag });

  useEffect(() => {
    if (shouldOpen) dispatch(forgotPasswordActions.forgotPasswordOpened());
  }, [shouldOpen, dispatch]);

  const close = useCallback(() => {
    // Read at the moment of closing: a render may lag behind an answer that just arrived.
    const outcome = closeOutcome(selectForgotPassword(store.getState()));
    dispatch(forgotPasswordActions.forgotPasswordClosed());
    onClosed?.(outcome);
  }, [dispatch, store, onClosed]);

  // SR-087 after the fact: the session check may find a signed-in user a moment after the modal opened. Until a
  // code was asked for, nothing is lost by closing it; from then on the flow is the player's to finish.
  const untouched = view.step === 'call' && !view.busy;
  useEffect(() => {
    if (isAuthenticated && untouched) close();
  }, [isAuthenticated, untouched, close]);

  return (
    <ForgotPasswordModal
      view={view}
      onSubmitLogin={(login) => dispatch(forgotPasswordActions.loginSubmitted({ login }))}
      onChangeLogin={() => dispatch(forgotPasswordActions.loginChangeRequested())}
      onSubmitCode={(code) => dispatch(forgotPasswordActions.codeSubmitted({ code }))}
      onResend={() => dispatch(forgotPasswordActions.resendRequested())}
      onSubmitPassword={(password) => dispatch(forgotPasswordActions.passwordSubmitted({ password }))}
      onClose={close}
    />
  );
}
