// The public face of @kickoff/accounts: the feature module, its actions and selectors, the calls, components and types.
export { accountsFeature } from './feature/accounts-feature';
export { accountsApi } from './state/accounts-api';
export type { AccountResult } from './state/accounts-api';
export {
  accountsUpdateRequested,
  activeAccountChangeRequested,
  addCurrencyRequested,
  addCurrencySelected,
  balanceRefreshRequested,
  messageDismissed,
  removeCurrencyRequested,
} from './state/accounts-slice';
export type { AccountsMessage, AccountsState, BalanceAnswer } from './state/accounts-slice';
export { selectAccounts, selectActiveAccount, selectAllAccounts, selectIsBalanceKnown } from './state/selectors';
export { ACCOUNT_TYPE, CONVERT_ACCOUNT_STATUS } from './model/account';
export type { Account, AccountBonus, AccountType, AddableCurrency, ConvertAccountStatus } from './model/account';
export { protectionStatus } from './model/protection-level';
export type { ProtectionStatus } from './model/protection-level';
export { CASHBACK_POINTS_CODE, cashbackMode } from './model/cashback';
export type { CashbackMode } from './model/cashback';
export { AccountBalance } from './balance/AccountBalance';
export { OfficeAccountPage } from './office/OfficeAccountPage';
export { PROTECTION_METHODS } from './model/protection';
export type { Protection, ProtectionMethod } from './model/protection';
