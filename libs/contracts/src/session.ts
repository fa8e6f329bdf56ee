import type { RootState } from '@kickoff/store';
import { createAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';

/** How the user came to be signed in: after-sign-in navigation (SES-002 … SES-004) differs by it. */
export type SignInRoute = 'login' | 'registration' | 'session';

/** Someone is signed in: a form's sign-in, or the platform told (`via` 'session', the default). */
export const signedIn = createAction<{ userId: number; via?: SignInRoute }>('session/signedIn');
/** The platform no longer knows the session (session check); the ban level is the platform's to keep. */
export const signedOut = createAction('session/signedOut');
/** The user's own logout or auto logoff (SES-014, SES-015). */
export const loggedOut = createAction('session/loggedOut');
/** SES-063: the version check found a newer build of the site deployed (the shell's update notice shows, SR-101). */
export const newerVersionDeployed = createAction<{ deployed: string; current: string }>('session/newerVersionDeployed');

/** Who is signed in, as the session reads its own state (port `session.player`). */
export interface SessionPlayer {
  userId(state: RootState): number | null;
  /** SES-001: authenticated exactly when a user id is present. */
  isAuthenticated(state: RootState): boolean;
}

/** What the layer tells the forms over the page. */
export interface SessionFormsProps {
  /** The home route asked for the forgot-password modal (`showForgotPasswordModal`). */
  forgotPasswordAsked: boolean;
  /** The forgot-password modal closed: the layer drops the asking query. */
  onForgotPasswordClosed(outcome: 'exit' | 'cancel'): void;
}

/**
 * What the rest of the site may ask of the session's forms once their chunk is in (lazy feature `sessionForms`):
 * `@kickoff/session-forms` implements it, the session and remote apps open the forms through it.
 */
export interface SessionFormsApi {
  /** API-010/011: shows the captcha the platform asks for; null when the player gave up. */
  solveCaptcha(code: number, call: string): Promise<string | null>;
  /** The login modal over the current page; `returnTo` is where a sign-in leads (the login guard's). */
  openLogin(returnTo?: string): void;
  /** SES-037 … SES-040 decide whether this is the modal, the page, or nothing. */
  openRegistration(): void;
  openForgotPassword(): void;
  /** The forms over every page (sign-in, registration, forgot password, captcha, one-tap): `SessionLayer` renders it. */
  Forms: ComponentType<SessionFormsProps>;
  /** The login route's page (`user/login`). */
  LoginPage: ComponentType;
  /** The registration route's page (`registration/{type?}`); a social network returns here. */
  RegistrationPage: ComponentType;
}

/** How the forms start the navigation after their sign-ins (SES-002 … SES-004); the session knows where to go. */
export interface AfterSignInPort {
  /** `loginReturnTo`: the return address the login modal was opened with, preferred to the page's `returnTo`. */
  start(loginReturnTo: (state: RootState) => string | null): () => void;
}
