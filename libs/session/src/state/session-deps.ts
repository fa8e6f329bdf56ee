import type { CookieJar, KeyValueStorage, PageVisibility, Timers, UserActivity } from '@kickoff/runtime';
import type { RootState } from '@kickoff/store';

/** Where the session sends the user: after logout (SES-016, SES-017), or for the legal terms (SES-054, SES-055). */
export type SessionNavigation = 'home' | 'reload' | 'confirm-terms';

/** What the session listeners need from the outside world; the session feature fills it from the feature context. */
export interface SessionDeps {
  timers: Timers;
  visibility: PageVisibility;
  cookies: CookieJar;
  /** Local storage: the inactivity flag must outlive the page. */
  storage: KeyValueStorage;
  activity: UserActivity;
  /**
   * Resolves once the questions about the current page below read the route table, whose chunk arrives after the
   * site's start: whoever acts on their answers awaits it (a failed load resolves too: the answers stay cautious).
   */
  routeKnown(): Promise<void>;
  /** Whether the current page is only for signed-in users (the shell's current route). */
  isProtectedPage(): boolean;
  navigate(target: SessionNavigation): void;
  /** Whether the current page is the confirm-terms page. */
  isConfirmTermsPage(): boolean;
  /** Whether the current page may be seen with unconfirmed terms (the spec lists none; the session decides). */
  isTermsExemptPage(): boolean;
  /** Configured idle minutes before auto logoff; null = off (site config `autoLogoffMinutes`). */
  autoLogoffMinutes(state: RootState): number | null;
  log?: (message: string, detail?: unknown) => void;
}
