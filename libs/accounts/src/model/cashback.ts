/** doc 001 §4: cashback in points has code 1; the spec gives the percent mode no code, so every other code is percent. */
export const CASHBACK_POINTS_CODE = 1;
export type CashbackMode = 'points' | 'percent';

export const cashbackMode = (code: number): CashbackMode => (code === CASHBACK_POINTS_CODE ? 'points' : 'percent');
