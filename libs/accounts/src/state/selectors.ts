import type { RootState } from '@kickoff/store';

export const selectAccounts = (state: RootState) => state.accounts;
export const selectActiveAccount = (state: RootState) => state.accounts.activeAccount;
export const selectAllAccounts = (state: RootState) => state.accounts.all_accounts;
export const selectIsBalanceKnown = (state: RootState) => state.accounts.status === 'known';
export const selectAccountsMessage = (state: RootState) => state.accounts.message;
