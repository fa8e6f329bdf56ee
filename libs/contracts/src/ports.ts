import type { RootState } from '@kickoff/store';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { ActiveAccount, Protection } from './accounts';
import type { TrackAnalytics } from './analytics';
import type { CouponBridge } from './coupon';
import type { BridgePreferencesSource } from './preferences';
import type { AfterSignInPort, SessionFormsApi, SessionPlayer } from './session';
import type {
  CurrentRoute,
  LogoutConfirmationProps,
  PreloadableComponent,
  ShellSignIn,
  ShownPage,
  UpdateNoticeProps,
} from './shell';

/**
 * The ports features offer each other, by name: the feature before the dot provides it (the stand-in analytics
 * excepted: the shell provides it until the analytics lib does), the others read it when they need it. A port only
 * one feature and the app use stays declared in that feature.
 */
declare module '@kickoff/store' {
  interface FeaturePorts {
    /** Who is signed in (the session's own reading of its state). */
    'session.player': SessionPlayer;
    /** The forms start the navigation after their sign-ins through it. */
    'session.afterSignIn': AfterSignInPort;
    /** The page on screen as the route table reads it. */
    'shell.currentRoute': CurrentRoute;
    /** Who is signed in and the login form over a page: the session provides it; without it nobody is. */
    'shell.signIn': ShellSignIn;
    /** A hook: the page the router resolved, for a slot's content (undefined outside the shell's router). */
    'shell.usePage': () => ShownPage | undefined;
    /** SR-101: the update notice, shown while a newer build is deployed and the visitor has not closed it. */
    'shell.UpdateNotice': ComponentType<UpdateNoticeProps>;
    /** SES-011: the logout confirmation, from a chunk of its own (`preload` fetches it ahead of the press). */
    'shell.LogoutConfirmation': PreloadableComponent<LogoutConfirmationProps>;
    /** The account the coupon pays from; null while none is known. */
    'accounts.activeAccount': (state: RootState) => ActiveAccount | null;
    /** The player's `user_hide_balance` setting (doc 000 §3.7), offered by the user config; while nobody does, the balance shows. */
    'accounts.hideBalance': (state: RootState) => boolean;
    /** `protection_level` and `protection_methods` of the user config, for the office page; null until it is loaded. */
    'accounts.protection': (state: RootState) => Protection | null;
    /** What the host bridge asks of the coupon. */
    'coupon.bridge': CouponBridge;
    /** Whether the player keeps the right column's slip collapsed (the preferences' `hide_right`), and its toggle. */
    'coupon.slipCollapse': { selectIsCollapsed(state: RootState): boolean; toggled(): UnknownAction };
    /** Whether the player keeps the left column's sports menu collapsed to icons (the preferences' `hide_left`), and its toggle. */
    'shell.sportsMenuCollapse': { selectIsCollapsed(state: RootState): boolean; toggled(): UnknownAction };
    /** The player's preferences for remote apps; optional: without it remotes get their defaults. */
    'remoteApps.preferences': BridgePreferencesSource;
    /** ANA: the one analytics port; a logger stand-in (the shell's) until the analytics lib provides it. */
    'analytics.track': TrackAnalytics;
  }
  interface LazyFeatures {
    sessionForms: SessionFormsApi;
    /** Installed right after the start; nothing to call: its state, listeners and ports are there once it resolves. */
    coupon: undefined;
  }
}
