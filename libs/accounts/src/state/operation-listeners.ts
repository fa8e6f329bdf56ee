import type { Timers } from '@kickoff/runtime';
import type { AppDispatch, AppStartListening } from '@kickoff/store';
import { ACCOUNT_TYPE } from '../model/account';
import { accountsApi } from './accounts-api';
import {
  activeAccountChangeRequested,
  activeAccountChanged,
  addCurrencyRequested,
  operationFinished,
  operationStarted,
  removeCurrencyRequested,
} from './accounts-slice';
import { messageOf } from './operation-message';
import { ADD_CURRENCY_POLL, pollUntil } from './poll-until';
import { readBalance } from './read-balance';

/** The player's own account operations: switch, add a currency (then poll for it), remove one. */
export function startAccountOperations(startAppListening: AppStartListening, timers: Timers): () => void {
  const refreshCurrencies = (dispatch: AppDispatch) =>
    void dispatch(
      accountsApi.endpoints.accountsAvailableCurrencies.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
  const stops = [
    startAppListening({
      actionCreator: activeAccountChangeRequested,
      effect: async ({ payload }, api) => {
        api.dispatch(operationStarted('change'));
        const result = await api.dispatch(accountsApi.endpoints.accountsChangeActive.initiate({ id: payload.id }));
        if (result.data?.success) {
          api.dispatch(activeAccountChanged(payload.id));
          await readBalance(api);
        }
        api.dispatch(operationFinished({ operation: 'change', message: messageOf(result, false) }));
      },
    }),
    startAppListening({
      actionCreator: addCurrencyRequested,
      effect: async ({ payload }, api) => {
        api.dispatch(operationStarted('add'));
        const result = await api.dispatch(
          accountsApi.endpoints.accountsAddCurrency.initiate({ currencyId: payload.currencyId }),
        );
        if (!result.data?.success)
          return void api.dispatch(operationFinished({ operation: 'add', message: messageOf(result, false) }));
        const opened = await pollUntil(
          () => readBalance(api),
          (answer) =>
            answer?.all_accounts.some(
              (account) => account.currencyId === payload.currencyId && account.type !== ACCOUNT_TYPE.bonus,
            ) ?? false,
          ADD_CURRENCY_POLL,
          timers,
          api.signal,
        );
        refreshCurrencies(api.dispatch);
        api.dispatch(
          operationFinished({
            operation: 'add',
            message: opened ? messageOf(result, true) : { tone: 'error', key: 'accounts_add_pending' },
          }),
        );
      },
    }),
    startAppListening({
      actionCreator: removeCurrencyRequested,
      effect: async ({ payload }, api) => {
        api.dispatch(operationStarted('delete'));
        const result = await api.dispatch(accountsApi.endpoints.accountsRemoveCurrency.initiate({ id: payload.id }));
        if (result.data?.success) {
          await readBalance(api);
          refreshCurrencies(api.dispatch);
        }
        // doc 000 §7: the remove answer's `message` is shown whether it worked or not.
        api.dispatch(operationFinished({ operation: 'delete', message: messageOf(result, true) }));
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
