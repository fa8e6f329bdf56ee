import { type Account, amountOf } from '../model/account';

/** The account's amount as a player of `language` reads money: Intl's grouping, decimals and currency sign. */
export function formatAmount(account: Account, language: string): string {
  if (account.isPointsTypeBalance) return new Intl.NumberFormat(language).format(amountOf(account));
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: account.iso }).format(account.money);
  } catch {
    // A currency code Intl does not know still shows, after the number.
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(account.money)} ${account.symbol}`;
  }
}
