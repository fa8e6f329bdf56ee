import { z } from 'zod/mini';
import type { CallSchemaSet } from './define-call';
import { ACCOUNT_TYPE } from './account-type';

/*
 * Accounts (doc 000 §3.6, §7; paths not shown: Kickoff's, under /web-api/user/accounts).
 * Business failures of add/remove/change are 200 `{ success: false, message }` (doc 000 §8).
 */

export const AccountTypeSchema = z.literal([ACCOUNT_TYPE.main, ACCOUNT_TYPE.bonus, ACCOUNT_TYPE.currency]);

/** doc 000 §3.6 account. `points` is the balance in points where `isPointsTypeBalance`. */
export const AccountSchema = z.looseObject({
  id: z.int().check(z.positive()),
  type: AccountTypeSchema,
  iso: z.string().check(z.regex(/^[A-Z]{3}$/)),
  symbol: z.string(),
  currencyId: z.int(),
  money: z.number(),
  points: z.number(),
  label: z.string(),
  labelWithSymbol: z.string(),
  isActive: z.boolean(),
  isPointsTypeBalance: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

/** doc 000 §3.6 bonus balance. */
export const AccountBonusSchema = z.looseObject({ idBonus: z.int(), money: z.number() });
export type AccountBonus = z.infer<typeof AccountBonusSchema>;

/** doc 000 §3.6 convert-account status: 0 not allowed, 1 main account allowed, 2 additional account allowed. */
export const ConvertAccountStatusSchema = z.literal([0, 1, 2]);

/**
 * doc 000 §7 balance answer. `balance` = money of the active account, `bonus` = bonus balances
 * (Kickoff's reading); the frozen flag and convert status of §3.6 travel here too.
 */
export const BalanceSchema = z.looseObject({
  balance: z.number(),
  bonus: z.array(AccountBonusSchema),
  all_accounts: z.array(AccountSchema),
  is_available_first_deposit_bonus: z.boolean(),
  is_account_frozen: z.boolean(),
  convert_account_status: ConvertAccountStatusSchema,
});
export type Balance = z.infer<typeof BalanceSchema>;

export const AccountResultSchema = z.looseObject({ success: z.boolean(), message: z.string() });
export type AccountResult = z.infer<typeof AccountResultSchema>;

export const AddableCurrencySchema = z.looseObject({
  currencyId: z.int(),
  iso: z.string().check(z.regex(/^[A-Z]{3}$/)),
  symbol: z.string(),
  name: z.string(),
});
export type AddableCurrency = z.infer<typeof AddableCurrencySchema>;

/** The schemas of every accounts call, by call name: what the calls' loader resolves to. */
export const accountsCallSchemas = {
  accountsBalance: {
    origin: 'kickoff',
    doc: 'doc 000 §7 accounts balance fetch (path not shown): balance, bonus, all_accounts (§3.6 Account), is_available_first_deposit_bonus. Polled after add currency (5×1000 ms) and on update (5×2500 ms).',
    response: BalanceSchema,
  },
  accountsChangeActive: {
    origin: 'kickoff',
    doc: 'doc 000 §7 change active account (path not shown), param `id` (Kickoff sends it as a JSON body field). Unknown id: success false with the server message.',
    body: z.object({ id: z.int().check(z.positive()) }),
    response: AccountResultSchema,
  },
  accountsAddCurrency: {
    origin: 'kickoff',
    doc: 'doc 000 §7 add currency (not shown): opens a type-9 account in `currencyId`; the new account shows up in accountsBalance (the client polls for it). Failure: success false + message.',
    body: z.object({ currencyId: z.int() }),
    response: AccountResultSchema,
  },
  accountsRemoveCurrency: {
    origin: 'kickoff',
    doc: 'doc 000 §7 remove currency (path not shown; answer `message`): Kickoff’s DELETE closes a currency account; the main and the active account cannot be removed (success false + message).',
    params: z.object({ id: z.coerce.number<number>().check(z.int(), z.positive()) }),
    response: AccountResultSchema,
  },
  accountsAvailableCurrencies: {
    origin: 'kickoff',
    doc: 'Kickoff: the currencies the user may still add (selectedAddCurrency of doc 000 §3.6 picks one); the spec names no call for the list.',
    response: z.looseObject({ currencies: z.array(AddableCurrencySchema) }),
  },
} satisfies CallSchemaSet;
