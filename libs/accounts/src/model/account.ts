import { type Account, ACCOUNT_TYPE } from '@kickoff/platform-api';

/** doc 000 §3.6 account type codes (0 main, 4 bonus, 9 currency), the contract's own. */
export { ACCOUNT_TYPE };
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** doc 000 §3.6 account, bonus balance and addable currency: the contract's types. */
export type { Account, AccountBonus, AddableCurrency } from '@kickoff/platform-api';

/** doc 000 §3.6 convert-account status. */
export const CONVERT_ACCOUNT_STATUS = { notAllowed: 0, mainAccountAllowed: 1, additionalAccountAllowed: 2 } as const;
export type ConvertAccountStatus = (typeof CONVERT_ACCOUNT_STATUS)[keyof typeof CONVERT_ACCOUNT_STATUS];

export const isBonusAccount = (account: Account) => account.type === ACCOUNT_TYPE.bonus;

/** What the account holds in its own unit: points for a points-type balance, money otherwise. */
export const amountOf = (account: Account) => (account.isPointsTypeBalance ? account.points : account.money);
