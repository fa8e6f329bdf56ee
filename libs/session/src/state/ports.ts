import type { CookieJar, KeyValueStorage, PageVisibility, Timers, UserActivity } from '@kickoff/runtime';

/** Where the shell sends the user after logout (SES-016, SES-017). */
export type AfterLogout = 'home' | 'reload';

/** Where the session sends the user: after logout, or for the legal terms (SES-054, SES-055). */
export type SessionNavigation = AfterLogout | 'confirm-terms';

/** Something that reports user activity: apps/web passes runtime's `documentActivity()`. */
export type ActivitySource = UserActivity;

/** What the session listeners need from the outside world; apps/web fills it with @kickoff/runtime adapters. */
export interface SessionPorts {
  timers: Timers;
  visibility: PageVisibility;
  cookies: CookieJar;
  /** Local storage: the inactivity flag must outlive the page. */
  storage: KeyValueStorage;
  activity: ActivitySource;
  /** Whether the current page is only for signed-in users (apps/web answers it with shell-routing's resolveRoute). */
  isProtectedPage(): boolean;
  navigate(target: SessionNavigation): void;
  /** Whether the current page is the confirm-terms page. */
  isConfirmTermsPage(): boolean;
  /** Whether the current page may be seen with unconfirmed terms (the spec lists none; apps/web decides). */
  isTermsExemptPage(): boolean;
  /** Configured idle minutes before auto logoff; null = off (site config `autoLogoffMinutes`). */
  autoLogoffMinutes(state: unknown): number | null;
  log?: (message: string, detail?: unknown) => void;
}
