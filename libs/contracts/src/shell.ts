import type { RootState } from '@kickoff/store';
import type { ComponentType } from 'react';

// Query parameters the site reads: the shell's route table and the features that build or drop them share the names.

/** `/{lng}/?showForgotPasswordModal=1` opens the forgot-password form over the home page (anonymous visitors only). */
export const FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';

/** Where a guarded page's login or account entry returns to once the player is in. */
export const RETURN_TO = 'returnTo';

type Address = { pathname: string; search?: string };

/**
 * What other features ask about the page on screen (port `shell.currentRoute`). The route table is a chunk of its
 * own: whoever acts on an answer in the first moments of a visit awaits `ready()`; before it the answers are the
 * cautious ones (not protected, no name, no area, not allowed, no address).
 */
export interface CurrentRoute {
  /** Resolves once the answers below read the route table; rejects when its chunk cannot be loaded. */
  ready(): Promise<void>;
  /** An anonymous visitor would meet a guard here (login or the account app). */
  isProtected(): boolean;
  routeName(address?: Address): string | null;
  area(): string | null;
  isAllowedForSignedIn(path: string): boolean;
  /** The address of a route by its name in the current language; null for a route that needs a param. */
  pathOf(name: string): string | null;
}

/** Who is signed in and the login form over a page (port `shell.signIn`): the session provides it. */
export interface ShellSignIn {
  isAuthenticated(state: RootState): boolean;
  /** The platform has said who is signed in (a protected page waits for it on a first load). */
  isSessionKnown?(state: RootState): boolean;
  openLoginModal(returnTo: string): void;
}

/** What a slot's content reads of the page the router resolved (port `shell.usePage`, a hook). */
export interface ShownPage {
  readonly route: {
    readonly name: string;
    readonly meta?: { readonly hideQuickCoupon?: boolean };
    /** The remote front-end app that renders the page (RA-001). */
    readonly remoteApp?: string;
  };
  /** Modal the page opens on arrival (`showForgotPasswordModal=1` on home for an anonymous visitor). */
  readonly modal?: 'forgot-password';
}

/** The shell's modals other features show (ports `shell.UpdateNotice`, `shell.LogoutConfirmation`). */
export interface UpdateNoticeProps {
  /** The notice's answer: a full reload of the page. */
  reload(): void;
}

export interface LogoutConfirmationProps {
  open: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A component from a chunk of its own, fetched ahead with `preload` (the shape of `lazyPart` of @kickoff/store). */
export type PreloadableComponent<Props> = ComponentType<Props> & { preload(): Promise<unknown> };
