import { areaSchemas, defineCall } from './define-call';

/*
 * Accounts (doc 000 §3.6, §7; paths not shown: Kickoff's, under /web-api/user/accounts).
 * Business failures of add/remove/change are 200 `{ success: false, message }` (doc 000 §8).
 */

export { ACCOUNT_TYPE } from './account-type';

/** Kept in a chunk of their own: the first answer of an accounts call loads them (zod with them). */
const schemas = areaSchemas(() => import('./accounts.schemas').then((chunk) => chunk.accountsCallSchemas));

export const accountsBalance = defineCall({
  name: 'accountsBalance',
  method: 'GET',
  path: '/web-api/user/accounts/balance',
  headers: { 'Cache-Control': 'no-cache' },
  auth: 'token',
  schemas: schemas('accountsBalance'),
});

export const accountsChangeActive = defineCall({
  name: 'accountsChangeActive',
  method: 'POST',
  path: '/web-api/user/accounts/active',
  auth: 'token',
  schemas: schemas('accountsChangeActive'),
});

export const accountsAddCurrency = defineCall({
  name: 'accountsAddCurrency',
  method: 'POST',
  path: '/web-api/user/accounts',
  auth: 'token',
  schemas: schemas('accountsAddCurrency'),
});

export const accountsRemoveCurrency = defineCall({
  name: 'accountsRemoveCurrency',
  method: 'DELETE',
  path: '/web-api/user/accounts/:id',
  auth: 'token',
  schemas: schemas('accountsRemoveCurrency'),
});

export const accountsAvailableCurrencies = defineCall({
  name: 'accountsAvailableCurrencies',
  method: 'GET',
  path: '/web-api/user/accounts/currencies',
  auth: 'token',
  schemas: schemas('accountsAvailableCurrencies'),
});

export const accountsCalls = [
  accountsBalance,
  accountsChangeActive,
  accountsAddCurrency,
  accountsRemoveCurrency,
  accountsAvailableCurrencies,
] as const;

export type { Account, AccountBonus, Balance, AccountResult, AddableCurrency } from './accounts.schemas';
