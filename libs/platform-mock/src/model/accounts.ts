import { type Account, ACCOUNT_TYPE } from '@kickoff/platform-api';

export { ACCOUNT_TYPE };
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** doc 000 §3.6 account: the contract's type. */
export type { Account };

export type Currency = {
  iso: string;
  symbol: string;
  currencyId: number;
  name: string;
};

/** The currencies a player may open an account in; ids follow the platform's numbering of the demo data. */
export const CURRENCIES: readonly Currency[] = [
  { iso: 'RUB', symbol: '₽', currencyId: 1, name: 'Russian ruble' },
  { iso: 'USD', symbol: '$', currencyId: 2, name: 'US dollar' },
  { iso: 'EUR', symbol: '€', currencyId: 3, name: 'Euro' },
  { iso: 'UAH', symbol: '₴', currencyId: 4, name: 'Hryvnia' },
  { iso: 'KZT', symbol: '₸', currencyId: 5, name: 'Tenge' },
];

export function findCurrency(iso: string): Currency | undefined {
  return CURRENCIES.find((currency) => currency.iso === iso.toUpperCase());
}

export function createAccount(id: number, type: AccountType, iso: string, money: number, isActive = false): Account {
  const currency = findCurrency(iso);
  if (!currency) throw new RangeError(`unknown currency ${iso}`);
  const label = type === ACCOUNT_TYPE.bonus ? `Bonus ${currency.iso}` : currency.iso;
  return {
    id,
    type,
    iso: currency.iso,
    symbol: currency.symbol,
    currencyId: currency.currencyId,
    money,
    points: 0,
    label,
    labelWithSymbol: `${label}, ${currency.symbol}`,
    isActive,
    isPointsTypeBalance: false,
  };
}

/** Money in the platform is kept to kopecks/cents: floats from arithmetic must not leak 0.30000000000000004. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
