import type { CookieJar, KeyValueStorage, Timers } from '@kickoff/runtime';

/** What the start-up services need from the outside world; the session feature fills it from the feature context. */
export interface StartupDeps {
  timers: Timers;
  /** Local storage: where `payment_consultant=1` is kept (SES-061). */
  storage: KeyValueStorage;
  /** Where the secure-data grant is written (SES-071). */
  cookies: CookieJar;
  /** `location.search` of the page load. */
  currentSearch(): string;
  /** A search-engine bot (user agent): it gets no start-up timers (doc 001 §9 "Search-engine bots skip timers"). */
  isBot(): boolean;
  /** The version of the running build (the site settings' `siteVersion`, e.g. `1.4.2+57`). */
  currentVersion: string;
  /** The version deployed now (a no-cache fetch of the built site's `version.json`); null when unknown. */
  fetchDeployedVersion(): Promise<string | null>;
  /** The page came with the session already loaded (server-rendered), so `GET /web-api/session` is not needed (SES-069). */
  isSessionPreloaded(): boolean;
  /** Starts the device fingerprint load (SES-064 … SES-067 live behind it; it logs its own failures). */
  loadFingerprint(): unknown;
  log?: (message: string, detail?: unknown) => void;
}
