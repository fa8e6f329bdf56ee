import type { Clock, ManualClock } from '@kickoff/runtime';
import type { RequestHandler } from 'msw';

/**
 * The public shape of the platform mock. The emulator, unit tests, Storybook and e2e all use this:
 * one definition of how the platform behaves.
 */
export interface PlatformMockOptions {
  /** Seed of the deterministic generator (sports line, coefficient drift …). Default 1. */
  seed?: number;
  /** Start of the model's clock, epoch ms. Default: the wall clock's now when given, else 2026-06-01T12:00:00Z (fixed, so runs repeat). */
  startTime?: number;
  /**
   * A clock for the model to follow (the emulator passes the real one): its time is then this clock's plus every
   * advanceClock, and reset() starts the seed over at this clock's now, so a browser on real time agrees with
   * the model on token expiry. Without it the model's time moves only by advanceClock.
   */
  wallClock?: Clock;
  /**
   * Origin the handlers answer for. Default `*` (any origin: Node has no `location`, so relative
   * MSW paths would never match there). Pass e.g. `http://localhost:4200` to be strict.
   */
  baseUrl?: string;
}

export interface DemoUser {
  login: string;
  password: string;
  /** What this user demonstrates, in one line (shown on the emulator's /__emulator page). */
  scenario: string;
}

export interface MaintenanceState {
  isActive: boolean;
  /** ISO date-times. */
  startsAt: string | null;
  endsAt: string | null;
}

/** JSON merge patch accepted by `PATCH /__emulator/state` (and by tests). */
export interface PlatformStatePatch {
  siteConfig?: Record<string, unknown>;
  blockReason?: number | null;
  maintenance?: Partial<MaintenanceState>;
  redirects?: Record<string, unknown>;
  /** true: new terms for every user (bearer calls answer 451 until each confirms); false: everyone confirmed. */
  termsChanged?: boolean;
  /** true: every registration answers 400 / 111 until a solved captcha rides along (one captcha, one registration). */
  registrationCaptcha?: boolean;
  /** Per login, merged into the user (`config`, `accounts`, `limits`, `termsChanged`, `password` …); an unknown login creates a user. */
  users?: Record<string, Record<string, unknown>>;
  /** Per market id: suspend (`isBlocked`), ban from express, or move its base coefficient (`coef`). */
  markets?: Record<string, { isBlocked?: boolean; isBannedExpress?: boolean; coef?: number }>;
  /**
   * Per contract call name (`couponPlace`): its next N requests answer 500 in the platform's error shape without
   * reaching the model (they are still logged); 0 stops it. For "the platform failed" in tests and e2e.
   */
  failNext?: Record<string, number>;
  /** Per game id: finish it, change its status or score. */
  games?: Record<
    string,
    { isFinished?: boolean; status?: 0 | 1 | 2 | 3 | 4; score1?: number; score2?: number; isLive?: boolean }
  >;
}

export interface PlatformMock {
  /** MSW handlers for every call of the contract (`@kickoff/platform-api`). */
  readonly handlers: RequestHandler[];
  /** The model's clock: what "now" is for tokens, limits and sessions. */
  readonly clock: ManualClock;
  readonly demoUsers: readonly DemoUser[];
  /** Back to the seed state, its times counted from the start time (from the wall clock's now when following one). */
  reset(): void;
  /** Moves the model's time forward; a RangeError (and no move) for a negative amount or one Date could not show. */
  advanceClock(ms: number): void;
  patchState(patch: PlatformStatePatch): void;
  /** The whole current state as plain JSON (`GET /__emulator/state`). */
  snapshot(): Record<string, unknown>;
  /**
   * Requests the handlers saw for one contract call (`requests('getToken')`), or all of them, oldest
   * first, with their lower-cased headers: how tests assert X-Requested-With, X-app-n, Authorization …
   */
  requests(callName?: string): RecordedRequest[];
  /** Empties the request log (reset() does too). */
  clearRequests(): void;
}

/** One request as a handler saw it. */
export interface RecordedRequest {
  /** Contract call name (`getToken`, `authLogin` …). */
  call: string;
  method: string;
  url: string;
  /** Lower-cased header names, as `Headers` iterates them. */
  headers: Record<string, string>;
  /** Parsed JSON or form fields; the raw text when it did not parse; undefined when there was none. */
  body: unknown;
  /** Model time (epoch ms) when it arrived. */
  at: number;
}
