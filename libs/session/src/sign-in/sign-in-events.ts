import { createAction } from '@reduxjs/toolkit';
import type { SocialNetwork } from '@kickoff/platform-api';

/** Enter or the submit button of the form on screen (the SMS form's first submit asks for the code). */
export const signInSubmitted = createAction('authForm/signInSubmitted');

/** "Send code" / "send again" of the SMS form. */
export const smsCodeRequested = createAction('authForm/smsCodeRequested');

/** A sign-in link carried a token (SES-022): `lng` is the page's language. */
export const tokenSignInRequested = createAction<{ methodId: number; token: string; sign: string; lng: string }>('authForm/tokenSignInRequested');

/** The social network sent the visitor back with an authorization code (authOauth → authLoginBySocial). */
export const socialSignInRequested = createAction<{ network: SocialNetwork; code: string; lng: string }>('authForm/socialSignInRequested');
