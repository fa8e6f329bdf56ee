/** An account as the platform lists it for a player (`users.<login>.accounts` of an emulator patch). */
export function platformAccount(id: number, iso: 'RUB' | 'USD', money: number, type: 0 | 9, isActive: boolean) {
  const symbol = iso === 'RUB' ? '₽' : '$';
  return {
    id,
    type,
    iso,
    symbol,
    currencyId: iso === 'RUB' ? 1 : 2,
    money,
    points: 0,
    label: iso,
    labelWithSymbol: `${iso}, ${symbol}`,
    isActive,
    isPointsTypeBalance: false,
  };
}

export const RUB_MAIN_ACCOUNT = 501;
export const USD_ACCOUNT = 502;

/** What `demo` has: a RUB main account of 10 000 (active) and a USD account of 250. */
export const RUB_AND_USD = [
  platformAccount(RUB_MAIN_ACCOUNT, 'RUB', 10_000, 0, true),
  platformAccount(USD_ACCOUNT, 'USD', 250, 9, false),
];
