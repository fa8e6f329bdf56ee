import type { RootState } from '@kickoff/store';
import type { ComponentType } from 'react';
import type { SessionState } from '../state/session-slice';

/** What the layer tells the forms over the page. */
export interface SessionFormsProps {
  /** The home route asked for the forgot-password modal (`showForgotPasswordModal`). */
  forgotPasswordAsked: boolean;
  /** The forgot-password modal closed: the layer drops the asking query. */
  onForgotPasswordClosed(outcome: 'exit' | 'cancel'): void;
}

/**
 * What the rest of the site may ask of the session's forms once their chunk is in. The session defines it and
 * `@kickoff/session-forms` implements it (`sessionFormsModule`), so the session never imports its forms.
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

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** never persisted: who is signed in is the platform's session cookie, asked again on every load */
    session: SessionState;
  }
  interface FeaturePorts {
    'session.afterSignIn': AfterSignInPort;
    /** A full reload of the page (the update notice's answer). */
    'session.reloadPage': () => void;
  }
  interface LazyFeatures {
    sessionForms: SessionFormsApi;
  }
}
