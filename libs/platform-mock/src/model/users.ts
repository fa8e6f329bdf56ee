import type { Account } from './accounts';
import { LIMIT_TYPE, type Limit } from './limits';
import type { UserConfig } from './user-config';

export type RealityCheckSettings = {
  /** Minutes between reminders (the type-32 limit), null when not set. */
  intervalMinutes: number | null;
  doNotShowAgain: boolean;
  /** The last choice sent (`continue`, `log_out`, `nothing`) and when, epoch ms. */
  lastAction: string | null;
  lastActionAt: number | null;
};

export type User = {
  id: number;
  login: string;
  password: string;
  /** One line on what this user demonstrates (emulator page, README). */
  scenario: string;
  /** This user is always asked for a captcha (the `captcha` demo); others only after wrong passwords. */
  alwaysCaptcha: boolean;
  /** Wrong passwords in a row; from WRONG_PASSWORDS_BEFORE_CAPTCHA on a captcha is required. */
  failedPasswords: number;
  /** Terms changed since this user last confirmed them: bearer calls answer 451. */
  termsChanged: boolean;
  /** Epoch ms of the last confirmation. */
  termsConfirmedAt: number | null;
  /** The code a two-step check expects after the password (null: no two-step check). */
  twoStepCode: string | null;
  config: UserConfig;
  accounts: Account[];
  bonuses: { idBonus: number; money: number }[];
  isAvailableFirstDepositBonus: boolean;
  isAccountFrozen: boolean;
  /** doc 000 §3.6: 0 not allowed, 1 main account allowed, 2 additional account allowed. */
  convertAccountStatus: 0 | 1 | 2;
  limits: Limit[];
  realityCheck: RealityCheckSettings;
  /** Consent time the cookie banner sent (ISO), if any. */
  cookiesAgreeTime: string | null;
  /** Model ms an added currency account takes to show in the balance (0 or absent: at once); lets clients prove their polling. */
  accountOpeningMs?: number;
  /** Currency accounts added but not open yet, with the model time they open at. */
  openingAccounts?: { account: Account; opensAt: number }[];
};

export const WRONG_PASSWORDS_BEFORE_CAPTCHA = 3;

export function activeAccount(user: User): Account | undefined {
  return user.accounts.find((account) => account.isActive) ?? user.accounts[0];
}

export function isSelfExcluded(user: User): boolean {
  return user.limits.some((limit) => limit.limitType === LIMIT_TYPE.specialBlocking && limit.limitState === 'ACTIVE');
}

export function needsCaptcha(user: User): boolean {
  return user.alwaysCaptcha || user.failedPasswords >= WRONG_PASSWORDS_BEFORE_CAPTCHA;
}
