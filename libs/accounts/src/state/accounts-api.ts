import {
  accountsAddCurrency,
  accountsAvailableCurrencies,
  accountsBalance,
  accountsChangeActive,
  accountsRemoveCurrency,
  callEndpoint,
  platformApi,
} from '@kickoff/platform-api';

export type { AccountResult } from '@kickoff/platform-api';

/** The account calls (doc 000 §7). The balance lives in the accounts slice, not the API cache: it is never kept. */
export const accountsApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accountsBalance: callEndpoint(build, accountsBalance, { keepUnusedDataFor: 0 }),
    accountsChangeActive: callEndpoint(build, accountsChangeActive, { arg: 'body' }),
    accountsAddCurrency: callEndpoint(build, accountsAddCurrency, { arg: 'body' }),
    accountsRemoveCurrency: callEndpoint(build, accountsRemoveCurrency, { arg: 'params' }),
    accountsAvailableCurrencies: callEndpoint(build, accountsAvailableCurrencies, {
      transformResponse: (answer) => answer.currencies,
      keepUnusedDataFor: 0,
    }),
  }),
});
