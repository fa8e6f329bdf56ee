import type { AppDispatch, RootState } from '@kickoff/store';
import { accountsApi } from './accounts-api';
import { type BalanceAnswer, balanceReceived } from './accounts-slice';

interface StoreApi {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/**
 * One read of the balance into the accounts slice, stamped with the switch generation it was asked in (an answer
 * that outlived a switch is dropped by the slice). Null when the platform did not answer.
 */
export async function readBalance({ dispatch, getState }: StoreApi): Promise<BalanceAnswer | null> {
  const generation = getState().accounts.generation;
  const { data } = await dispatch(
    accountsApi.endpoints.accountsBalance.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (data) dispatch(balanceReceived({ answer: data, generation }));
  return data ?? null;
}

export const hasActiveAccount = (answer: BalanceAnswer | null) =>
  answer?.all_accounts.some((account) => account.isActive) ?? false;
