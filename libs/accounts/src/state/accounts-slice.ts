import { balanceRefreshRequested } from '@kickoff/contracts';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Balance } from '@kickoff/platform-api';
import { ACCOUNT_TYPE, type Account, type AccountBonus, type ConvertAccountStatus } from '../model/account';

/** The accounts balance answer (doc 000 §7: balance, bonus, all_accounts, is_available_first_deposit_bonus). */
export type BalanceAnswer = Balance;

/** A text for the player: the server's own message, or a key of ours when the server gave none. */
export type AccountsMessage = { tone: 'error' | 'success'; text: string } | { tone: 'error'; key: string };

export interface AccountsState {
  /** 'unknown' until the first answer for this player: nothing is shown rather than a guess. */
  status: 'unknown' | 'known';
  balance: number;
  bonuses: AccountBonus[];
  all_accounts: Account[];
  activeAccount: Account | null;
  mainAccount: Account | null;
  isAddInProgress: boolean;
  isDeleteInProgress: boolean;
  isChangeInProgress: boolean;
  isAvailableFirstDepositBonus: boolean;
  isAccountFrozen: boolean;
  convertAccountStatus: ConvertAccountStatus;
  /** The currency id chosen in the add-currency form. */
  selectedAddCurrency: number | null;
  message: AccountsMessage | null;
  /**
   * Bumped by every switch of the active account: a balance answer asked for before the switch is dropped, so an
   * old answer can never bring the previous account back into the header.
   */
  generation: number;
}

export const initialAccountsState: AccountsState = {
  status: 'unknown',
  balance: 0,
  bonuses: [],
  all_accounts: [],
  activeAccount: null,
  mainAccount: null,
  isAddInProgress: false,
  isDeleteInProgress: false,
  isChangeInProgress: false,
  isAvailableFirstDepositBonus: false,
  isAccountFrozen: false,
  convertAccountStatus: 0,
  selectedAddCurrency: null,
  message: null,
  generation: 0,
};

function setAccounts(state: AccountsState, accounts: Account[]) {
  state.all_accounts = accounts;
  state.activeAccount = accounts.find((account) => account.isActive) ?? null;
  state.mainAccount = accounts.find((account) => account.type === ACCOUNT_TYPE.main) ?? null;
}

export type Operation = 'add' | 'delete' | 'change';
const FLAG: Record<Operation, 'isAddInProgress' | 'isDeleteInProgress' | 'isChangeInProgress'> = {
  add: 'isAddInProgress',
  delete: 'isDeleteInProgress',
  change: 'isChangeInProgress',
};

export const accountsSlice = createSlice({
  name: 'accounts',
  initialState: initialAccountsState,
  reducers: {
    balanceReceived(state, action: PayloadAction<{ answer: BalanceAnswer; generation: number }>) {
      if (action.payload.generation !== state.generation) return;
      const { answer } = action.payload;
      state.status = 'known';
      state.balance = answer.balance;
      state.bonuses = answer.bonus;
      setAccounts(state, answer.all_accounts);
      state.isAvailableFirstDepositBonus = answer.is_available_first_deposit_bonus;
      state.isAccountFrozen = answer.is_account_frozen;
      state.convertAccountStatus = answer.convert_account_status;
    },
    /**
     * The platform made `id` active: the header shows that account's own money and currency at once (one object,
     * so never one account's amount under another's currency), and older balance answers are dropped.
     */
    activeAccountChanged(state, action: PayloadAction<number>) {
      state.generation += 1;
      setAccounts(
        state,
        state.all_accounts.map((account) => ({ ...account, isActive: account.id === action.payload })),
      );
      state.balance = state.activeAccount?.money ?? 0;
    },
    operationStarted(state, action: PayloadAction<Operation>) {
      state[FLAG[action.payload]] = true;
      state.message = null;
    },
    operationFinished(state, action: PayloadAction<{ operation: Operation; message?: AccountsMessage }>) {
      state[FLAG[action.payload.operation]] = false;
      if (action.payload.operation === 'add') state.selectedAddCurrency = null;
      if (action.payload.message) state.message = action.payload.message;
    },
    addCurrencySelected(state, action: PayloadAction<number | null>) {
      state.selectedAddCurrency = action.payload;
    },
    messageDismissed(state) {
      state.message = null;
    },
    /** Signed out: another player's money must never show, nor an answer asked for before. */
    accountsCleared: (state) => ({ ...initialAccountsState, generation: state.generation + 1 }),
  },
});

export const {
  balanceReceived,
  activeAccountChanged,
  operationStarted,
  operationFinished,
  addCurrencySelected,
  messageDismissed,
  accountsCleared,
} = accountsSlice.actions;

// The player (or the coupon after a placed bet) wants a fresh balance: an event of the contract, others send it.
export { balanceRefreshRequested };
export const activeAccountChangeRequested = createAction<{ id: number }>('accounts/activeAccountChangeRequested');
export const addCurrencyRequested = createAction<{ currencyId: number }>('accounts/addCurrencyRequested');
export const removeCurrencyRequested = createAction<{ id: number }>('accounts/removeCurrencyRequested');
/** Poll until an active account exists (doc 000 §4.6), e.g. right after registration. */
export const accountsUpdateRequested = createAction<{ first?: BalanceAnswer } | undefined>('accounts/updateRequested');
