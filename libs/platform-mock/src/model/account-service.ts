import type { AccountResult } from '@kickoff/platform-api';
import { ACCOUNT_TYPE, CURRENCIES, createAccount } from './accounts';
import { type ModelContext, nextId } from './context';
import { type User, activeAccount } from './users';

/** Accounts whose opening time has come join the user's accounts. */
function openDueAccounts(context: ModelContext, user: User): void {
  const now = context.clock.now();
  const due = (user.openingAccounts ?? []).filter((opening) => opening.opensAt <= now);
  if (due.length === 0) return;
  user.accounts.push(...due.map((opening) => opening.account));
  user.openingAccounts = (user.openingAccounts ?? []).filter((opening) => opening.opensAt > now);
}

export function balanceOf(context: ModelContext, user: User) {
  openDueAccounts(context, user);
  return {
    balance: activeAccount(user)?.money ?? 0,
    bonus: user.bonuses.map((bonus) => ({ ...bonus })),
    all_accounts: user.accounts.map((account) => ({ ...account })),
    is_available_first_deposit_bonus: user.isAvailableFirstDepositBonus,
    is_account_frozen: user.isAccountFrozen,
    convert_account_status: user.convertAccountStatus,
  };
}

export function changeActiveAccount(user: User, id: number): AccountResult {
  const target = user.accounts.find((account) => account.id === id);
  if (!target) return { success: false, message: 'No such account' };
  if (user.isAccountFrozen) return { success: false, message: 'The account is frozen' };
  for (const account of user.accounts) account.isActive = account === target;
  return { success: true, message: `${target.label} is now active` };
}

export function addableCurrencies(user: User) {
  const held = [...user.accounts, ...(user.openingAccounts ?? []).map((opening) => opening.account)];
  return CURRENCIES.filter(
    (currency) => !held.some((account) => account.type !== ACCOUNT_TYPE.bonus && account.iso === currency.iso),
  ).map((currency) => ({ ...currency }));
}

export function addCurrencyAccount(context: ModelContext, user: User, currencyId: number): AccountResult {
  const currency = addableCurrencies(user).find((candidate) => candidate.currencyId === currencyId);
  if (!currency) return { success: false, message: 'This currency cannot be added' };
  const account = createAccount(nextId(context, 'account'), ACCOUNT_TYPE.currency, currency.iso, 0);
  const openingMs = user.accountOpeningMs ?? 0;
  if (openingMs > 0)
    user.openingAccounts = [...(user.openingAccounts ?? []), { account, opensAt: context.clock.now() + openingMs }];
  else user.accounts.push(account);
  return {
    success: true,
    message: openingMs > 0 ? `${currency.iso} account is being opened` : `${currency.iso} account opened`,
  };
}

export function removeCurrencyAccount(user: User, id: number): AccountResult {
  const account = user.accounts.find((candidate) => candidate.id === id);
  if (!account) return { success: false, message: 'No such account' };
  if (account.type === ACCOUNT_TYPE.main) return { success: false, message: 'The main account cannot be removed' };
  if (account.isActive) return { success: false, message: 'The active account cannot be removed' };
  if (account.money > 0) return { success: false, message: 'Withdraw the money before closing the account' };
  user.accounts = user.accounts.filter((candidate) => candidate !== account);
  return { success: true, message: `${account.iso} account closed` };
}
