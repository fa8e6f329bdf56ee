import type { UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { forgotPasswordActions } from './forgot-password/state/forgot-password-slice';
import { openRegistration } from './registration/state/registration-slice';
import { loginModalClosed, loginModalOpened } from './sign-in/state/auth-form-slice';

/** How the forms open each other, and how the site opens them: the login modal gives way to the one asked for. */
export function formEntry(dispatch: (action: UnknownAction) => unknown) {
  return {
    openLogin: (returnTo?: string) =>
      void dispatch(loginModalOpened(returnTo === undefined ? undefined : { returnTo })),
    // SES-037 … SES-040 decide whether this is the modal, the page, or nothing.
    openRegistration: () => {
      dispatch(loginModalClosed());
      dispatch(openRegistration());
    },
    openForgotPassword: () => {
      dispatch(loginModalClosed());
      dispatch(forgotPasswordActions.forgotPasswordOpened());
    },
  };
}

export function useFormEntry() {
  const dispatch = useDispatch();
  return useMemo(() => formEntry(dispatch), [dispatch]);
}
