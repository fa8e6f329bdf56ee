import type { MaintenanceState } from '../platform-mock.types';
import { type RedirectRule, createRedirects } from './blocking';
import { createDemoUsers } from './demo-users';
import { type SportsLine, generateSportsLine } from './line';
import { createMaintenance } from './maintenance';
import { createConfigGroups, createSiteConfig } from './site-config';
import type { PlacementResult, StoredCoupon } from './coupon-records';
import type { User } from './users';

export type Session = {
  id: string;
  userId: number;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms of the last call that rode on the session: it ends SESSION_IDLE_LIFETIME_MS after that. */
  lastSeenAt: number;
};

export type IssuedToken = {
  sub: string;
  sid: string;
  exp: number;
};

export type Captcha = {
  id: string;
  answer: string;
  issuedAt: number;
  solved: boolean;
  used: boolean;
};

export type Fingerprint = {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
};

/** A password accepted, the second step still to come. */
export type TwoStepChallenge = {
  login: string;
  issuedAt: number;
};

/** A mail the platform "sent" (none leaves the mock): tests and demos read them in `snapshot().sentMails`. */
export type SentMail = {
  to: string;
  /** `credentials`: a one-click player's login and password (doc 001 §4 saving option "by e-mail"). */
  kind: 'credentials';
  userId: number;
  login: string;
  password: string;
  /** Epoch ms. */
  sentAt: number;
};

/** A forgot-password request waiting for its code, by recovery_token. */
export type PasswordRecovery = {
  login: string;
  code: string;
  /** Epoch ms. */
  expiresAt: number;
};

/** A recovery whose code was right: the new password may be saved until `expiresAt`, by approve_token. */
export type RecoveryApproval = {
  login: string;
  /** Epoch ms. */
  expiresAt: number;
};

/** Limit changes waiting for the responsible-gaming test, by tokenGuid. */
export type PendingLimitTest = {
  login: string;
  changes: { limitType: number; limitValue: number; selfExcludeReason?: number | null }[];
};

/** Everything the platform knows, as plain JSON: `snapshot()` is a copy of this. */
export type PlatformState = {
  seed: number;
  startTime: number;
  siteConfig: Record<string, unknown>;
  configGroups: Record<string, Record<string, unknown>>;
  blockReason: number | null;
  maintenance: MaintenanceState;
  redirects: Record<string, RedirectRule>;
  /** Epoch ms of the current terms version. */
  termsUpdatedAt: number;
  /**
   * The last `patchState({ termsChanged })`: new terms published for everyone (true) or everyone confirmed
   * (false). Whether one user must confirm is `users[login].termsChanged`.
   */
  termsChanged: boolean;
  users: Record<string, User>;
  sessions: Record<string, Session>;
  tokens: Record<string, IssuedToken>;
  fingerprints: Record<string, Fingerprint>;
  captchas: Record<string, Captcha>;
  /** Placed coupons by couponId. */
  coupons: Record<string, StoredCoupon>;
  /**
   * Placement answers by `${userId}:${refId}`, with what was placed (`content`): a repeat of the same coupon gets the
   * same answer; another coupon under a placed refId is refused.
   */
  placements: Record<string, { content: string; result: PlacementResult }>;
  /** Forced failures still to come, by call name (`patchState({ failNext })`): each answers 500 before the model. */
  failNext: Record<string, number>;
  limitTests: Record<string, PendingLimitTest>;
  /** Open two-step sign-ins by two_step_token. */
  twoStepChallenges: Record<string, TwoStepChallenge>;
  /** When a sign-in SMS was last sent, by phone number (epoch ms). */
  smsSentAt: Record<string, number>;
  /** Registrations ask a captcha (400 / 111) until a solved one rides along (`patchState({ registrationCaptcha })`). */
  registrationCaptcha: boolean;
  /** Social accounts registered here: `${network}:${profile}` → login. */
  socialAccounts: Record<string, string>;
  sentMails: SentMail[];
  passwordRecoveries: Record<string, PasswordRecovery>;
  recoveryApprovals: Record<string, RecoveryApproval>;
  line: SportsLine;
  /** Monotonic counters behind every generated id, so ids repeat run after run. */
  counters: {
    session: number;
    token: number;
    fingerprint: number;
    captcha: number;
    coupon: number;
    account: number;
    user: number;
    limitTest: number;
    twoStep: number;
    recovery: number;
  };
};

const DAY_MS = 86_400_000;

export function createInitialState(seed: number, startTime: number): PlatformState {
  const users = Object.fromEntries(createDemoUsers(startTime).map((user) => [user.login, user]));
  return {
    seed,
    startTime,
    siteConfig: createSiteConfig(),
    configGroups: createConfigGroups(),
    blockReason: null,
    maintenance: createMaintenance(),
    redirects: createRedirects(),
    termsUpdatedAt: startTime - DAY_MS,
    termsChanged: false,
    users,
    sessions: {},
    tokens: {},
    fingerprints: {},
    captchas: {},
    coupons: {},
    placements: {},
    failNext: {},
    limitTests: {},
    twoStepChallenges: {},
    smsSentAt: {},
    registrationCaptcha: false,
    socialAccounts: {},
    sentMails: [],
    passwordRecoveries: {},
    recoveryApprovals: {},
    line: generateSportsLine(seed, startTime),
    counters: {
      session: 0,
      token: 0,
      fingerprint: 0,
      captcha: 0,
      coupon: 700_000_000,
      account: 20_000,
      user: 2_000,
      limitTest: 0,
      twoStep: 0,
      recovery: 0,
    },
  };
}
