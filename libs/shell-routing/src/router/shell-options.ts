import type { Timers } from '@kickoff/runtime';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { ShellSlots } from '../layouts/layout-slots';
import type { PageResolution, RoutingContext } from '../routes';
import type { ChunkLoadRecoveryDeps } from '../shell/chunk-load-recovery';
import type { ConsultantChatRegistry } from '../widgets/ConsultantChat';
import type { FeatureGuard } from './shell-guards';

/** A page's code, loaded on demand so each route's page is its own chunk. */
export type PageModuleLoader = () => Promise<{ default: ComponentType }>;

/** Route name → its page. Routes without an entry show the placeholder page (their remote app or shell page is still to come). */
export type PageRegistry = Readonly<Partial<Record<string, PageModuleLoader>>>;

/** The store the shell reads (site config, session) and loads site config through. */
export interface ShellStore<S> {
  getState(): S;
  dispatch: ThunkDispatch<S, unknown, UnknownAction>;
  subscribe(listener: () => void): () => void;
}

/** What the resolver needs to know about the device; the browser's answers, unknown on the server. */
export type PlatformFacts = Pick<RoutingContext, 'isMobilePlatform' | 'maxTouchPoints' | 'userAgent'>;

/** The language preferences stored in the browser (`lng` and `ua` cookies), read on every navigation. */
export interface LanguageCookies {
  cookieLanguage?: string | undefined;
  uaCookie?: string | undefined;
}

export interface ShellRoutesOptions<S> {
  store: ShellStore<S>;
  i18n: I18n;
  pages: PageRegistry;
  /**
   * The page of every route whose table entry names a remote app and that has no page in `pages` (RA-001): the
   * remote-apps lib's page, supplied by apps/web so the shell never imports it, loaded like a page on first need
   * (remote apps are a chunk of their own). Without it those routes show the placeholder.
   */
  remotePage?: PageModuleLoader;
  /** Chunk-load recovery (SR-108, SR-109): the page, a clock and session storage. */
  chunkRecovery: ChunkLoadRecoveryDeps;
  /** Production builds hide the internal pages (SR-042, SR-078). */
  isProduction: boolean;
  /** What apps/web puts into the layouts: header, footer, aside, SEO block, notifications, support button … */
  slots?: ShellSlots;
  /** The session lib's selector; until it exists nobody is signed in. */
  isAuthenticated?: (state: S) => boolean;
  /**
   * Whether the platform has said who is signed in (its first session check answered). Until it has, a page that
   * asks for sign-in waits for it (at most `SESSION_WAIT_LIMIT_MS`) instead of sending a signed-in player to the
   * login form. Without it the session is taken as known.
   */
  isSessionKnown?: (state: S) => boolean;
  /** Contributed by other libs (session, blocking, limits), run in order after the route resolved to a page. */
  guards?: readonly FeatureGuard[];
  /** Opens the login form over the current page; without it a protected route always goes to the login page. */
  openLoginModal?: (returnTo: string) => void;
  /** Chat widgets by provider name (SR-110). */
  consultantChats?: ConsultantChatRegistry;
  platformFacts?: () => PlatformFacts;
  languageCookies?: () => LanguageCookies;
  /** Resize debounce and progress bar timing run on these; tests pass manual timers. */
  timers?: Timers;
}

/** What the page route's loader hands to the page element. */
export interface ShellPageData {
  readonly resolution: PageResolution;
}
