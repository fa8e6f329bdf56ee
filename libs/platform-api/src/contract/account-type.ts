/** doc 000 §3.6 account type: 0 main, 4 bonus, 9 currency. Its own module: read on every page, unlike the calls. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
