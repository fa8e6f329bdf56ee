import {
  accountsAddCurrency,
  accountsAvailableCurrencies,
  accountsBalance,
  accountsChangeActive,
  accountsRemoveCurrency,
} from '@kickoff/platform-api';
import {
  addCurrencyAccount,
  addableCurrencies,
  balanceOf,
  changeActiveAccount,
  removeCurrencyAccount,
} from '../model/account-service';
import { ok } from './answers';
import { userBehaviour } from './behaviour';

// `user`: these calls have `user` access, so the call handler answered 401 before any of this runs without one.
export const accountsBehaviours = [
  userBehaviour(accountsBalance, { resolve: ({ model, user }) => ok(balanceOf(model, user)) }),
  userBehaviour(accountsChangeActive, { resolve: ({ user, body }) => ok({ ...changeActiveAccount(user, body.id) }) }),
  userBehaviour(accountsAddCurrency, {
    resolve: ({ model, user, body }) => ok({ ...addCurrencyAccount(model, user, body.currencyId) }),
  }),
  userBehaviour(accountsRemoveCurrency, {
    resolve: ({ user, params }) => ok({ ...removeCurrencyAccount(user, params.id) }),
  }),
  userBehaviour(accountsAvailableCurrencies, {
    resolve: ({ user }) =>
      ok({
        currencies: addableCurrencies(user).map(({ currencyId, iso, symbol, name }) => ({
          currencyId,
          iso,
          symbol,
          name,
        })),
      }),
  }),
];
