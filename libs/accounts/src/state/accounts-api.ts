import {
  accountsAddCurrency,
  accountsAvailableCurrencies,
  accountsBalance,
  accountsChangeActive,
  accountsRemoveCurrency,
  platformApi,
} from '@kickoff/platform-api';
import type { AddableCurrency } from '../model/account';
import type { BalanceAnswer } from './accounts-slice';

export interface AccountResult {
  success: boolean;
  message: string;
}

/** The account calls (doc 000 §7). The balance lives in the accounts slice, not the API cache: it is never kept. */
export const accountsApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accountsBalance: build.query<BalanceAnswer, void>({
      query: () => ({ call: accountsBalance }),
      keepUnusedDataFor: 0,
    }),
    accountsChangeActive: build.mutation<AccountResult, { id: number }>({
      query: ({ id }) => ({ call: accountsChangeActive, body: { id } }),
    }),
    accountsAddCurrency: build.mutation<AccountResult, { currencyId: number }>({
      query: ({ currencyId }) => ({ call: accountsAddCurrency, body: { currencyId } }),
    }),
    accountsRemoveCurrency: build.mutation<AccountResult, { id: number }>({
      query: ({ id }) => ({ call: accountsRemoveCurrency, params: { id } }),
    }),
    accountsAvailableCurrencies: build.query<AddableCurrency[], void>({
      query: () => ({ call: accountsAvailableCurrencies }),
      transformResponse: (answer: { currencies: AddableCurrency[] }) => answer.currencies,
      keepUnusedDataFor: 0,
    }),
  }),
});
