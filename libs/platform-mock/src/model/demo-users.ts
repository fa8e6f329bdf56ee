import { ACCOUNT_TYPE, createAccount } from './accounts';
import { LIMIT_TYPE } from './limits';
import { createUserConfig } from './user-config';
import type { User } from './users';

export const DEMO_PASSWORD = 'demo1234';
/** The code the `twostep` user's second step expects. */
export const DEMO_TWO_STEP_CODE = '123456';
/** The code every SMS sign-in expects (no SMS leaves the mock). */
export const DEMO_SMS_CODE = '1234';
/** The code every forgot-password request "sends" (e2e and stories type it). */
export const DEMO_RECOVERY_CODE = '4321';
/** A registration with this promo code makes a pay-and-play account (the spec does not say how one comes about). */
export const DEMO_PAY_AND_PLAY_PROMO = 'PAYNPLAY';

const HOUR_SECONDS = 3_600;

function baseUser(id: number, login: string, scenario: string, verified: boolean): User {
  return {
    id,
    login,
    password: DEMO_PASSWORD,
    scenario,
    alwaysCaptcha: false,
    failedPasswords: 0,
    termsChanged: false,
    termsConfirmedAt: null,
    twoStepCode: null,
    config: createUserConfig(id, login, verified),
    accounts: [createAccount(id * 10 + 1, ACCOUNT_TYPE.main, 'RUB', 10_000, true)],
    bonuses: [],
    isAvailableFirstDepositBonus: !verified,
    isAccountFrozen: false,
    convertAccountStatus: 2,
    limits: [],
    realityCheck: { intervalMinutes: null, doNotShowAgain: false, lastAction: null, lastActionAt: null },
    cookiesAgreeTime: null,
  };
}

/** The demo players every fresh model holds; `startTime` (epoch ms) dates their limits. */
export function createDemoUsers(startTime: number): User[] {
  const startSeconds = Math.floor(startTime / 1000);

  const demo = baseUser(1001, 'demo', 'Verified player: RUB main account and a USD account, no limits', true);
  demo.accounts.push(createAccount(10_012, ACCOUNT_TYPE.currency, 'USD', 250));
  demo.accounts.push(createAccount(10_013, ACCOUNT_TYPE.bonus, 'RUB', 500));
  demo.bonuses = [{ idBonus: 1, money: 500 }];

  const captcha = baseUser(1002, 'captcha', 'Login answers 400 with error_code 111 until a captcha is solved', true);
  captcha.alwaysCaptcha = true;

  const terms = baseUser(
    1003,
    'terms',
    'Terms changed since the last confirmation: bearer calls answer 451 until confirmed',
    true,
  );
  terms.termsChanged = true;
  terms.termsConfirmedAt = startTime - 30 * 24 * HOUR_SECONDS * 1000;

  const banned = baseUser(1004, 'banned', 'Banned: ban_level 53 under ban_version 1 (deduce page blocked)', true);
  banned.config.ban_level = 53;
  banned.config.ban_version = 1;

  const excluded = baseUser(1005, 'excluded', 'Self-excluded: an ACTIVE type-37 limit', true);
  excluded.limits = [
    {
      limitType: LIMIT_TYPE.specialBlocking,
      limitValue: 1,
      limitState: 'ACTIVE',
      startedAt: startSeconds - 48 * HOUR_SECONDS,
      endsAt: startSeconds + 30 * 24 * HOUR_SECONDS,
      limitBalance: null,
      needApprove: false,
      selfExcludeReason: 3,
      measure: null,
    },
  ];

  const limits = baseUser(1006, 'limits', 'A PENDING deposit limit started 25 h ago: approval is available now', true);
  limits.limits = [
    {
      limitType: LIMIT_TYPE.deposit24h,
      limitValue: 5_000,
      limitState: 'ACTIVE',
      startedAt: startSeconds - 10 * 24 * HOUR_SECONDS,
      endsAt: startSeconds + 12 * HOUR_SECONDS,
      limitBalance: 5_000,
      needApprove: false,
      selfExcludeReason: null,
      measure: 'RUB',
    },
    {
      limitType: LIMIT_TYPE.deposit24h,
      limitValue: 20_000,
      limitState: 'PENDING',
      startedAt: startSeconds - 25 * HOUR_SECONDS,
      endsAt: null,
      limitBalance: null,
      needApprove: true,
      selfExcludeReason: null,
      measure: 'RUB',
    },
  ];

  const twoStep = baseUser(
    1007,
    'twostep',
    `Two-step sign-in: the password is followed by code ${DEMO_TWO_STEP_CODE}`,
    true,
  );
  twoStep.twoStepCode = DEMO_TWO_STEP_CODE;

  const payAndPlay = baseUser(
    1008,
    'paynplay',
    'Pay-and-play account: registered by a deposit, profile to finish (user config is_pay_and_play)',
    false,
  );
  payAndPlay.config.is_pay_and_play = true;
  payAndPlay.config.has_deposit = true;

  return [demo, captcha, terms, banned, excluded, limits, twoStep, payAndPlay];
}
