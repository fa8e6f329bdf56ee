import { createAction } from '@reduxjs/toolkit';

/** The balance should be read again now (a bet was placed, an account switched); the accounts handle it. */
export const balanceRefreshRequested = createAction('accounts/balanceRefreshRequested');

/** The account the player pays and bets from, as others need it (port `accounts.activeAccount`). */
export interface ActiveAccount {
  id: number;
  type: number;
  /** The currency's ISO code, as the platform spells it. */
  iso: string;
}

/** doc 000 §3.7 protection methods, in the order the office lists them. */
export const PROTECTION_METHODS = [
  'is_changed_password',
  'enable_two_factor_auth',
  'enable_phone_binding',
  'enable_security_question',
  'enable_email_auth',
] as const;
export type ProtectionMethod = (typeof PROTECTION_METHODS)[number];

/** The player's protection as the user config tells it (`protection_level`, `protection_methods`). */
export interface Protection {
  level: number | null;
  methods: Partial<Record<ProtectionMethod, boolean>>;
}
