import { loggedOut, signedIn, signedOut } from '@kickoff/contracts';
import { defineFeature } from '@kickoff/store';
import { isAnyOf } from '@reduxjs/toolkit';
import { HeaderBalance } from '../balance/HeaderBalance';
import {
  accountsCleared,
  type AccountsState,
  accountsSlice,
  accountsUpdateRequested,
  activeAccountChangeRequested,
  addCurrencyRequested,
  balanceRefreshRequested,
  removeCurrencyRequested,
} from '../state/accounts-slice';
import { selectActiveAccount } from '../state/selectors';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    accounts: AccountsState;
  }
  interface LazyFeatures {
    /** Balance reads and polls, account operations: right after the start; nothing to call. */
    accountsServices: undefined;
  }
}

/**
 * The player's accounts join the site: their state from the start (the header's balance, the server's state), their
 * work (balance reads and polls, account operations) in a chunk installed right after the start. Install it after the
 * session (it reads sign-ins). It brings the office's account page and the header's balance; their texts come with
 * them (lazily loaded chunks), not with the feature.
 */
export const accountsFeature = defineFeature({
  name: 'accounts',
  slices: [accountsSlice],
  routes: { pages: { 'office-account': () => import('../office') } },
  // Before the account menu.
  slots: { header: [{ id: 'balance', Component: HeaderBalance, order: 20 }] },
  later: [
    {
      name: 'accountsServices',
      load: () => import('./accounts-services').then((chunk) => chunk.accountsServicesModule),
      when: 'after-start',
      // What players and other features ask of the accounts: kept while the chunk is on its way, then sent again.
      holds: [
        balanceRefreshRequested,
        accountsUpdateRequested,
        activeAccountChangeRequested,
        addCurrencyRequested,
        removeCurrencyRequested,
      ],
    },
  ],
  register(ctx) {
    const services = ctx.ports.lazy('accountsServices');
    ctx.ports.provide('accounts.activeAccount', selectActiveAccount);
    const stops = [
      // A sign-in before the services arrived: the balance read it starts waits for them with the other requests.
      ctx.startAppListening({
        actionCreator: signedIn,
        effect: (_, api) => void (services.isLoaded() || api.dispatch(balanceRefreshRequested())),
      }),
      // Signed out: another player's money must never show, nor an answer asked for before.
      ctx.startAppListening({
        matcher: isAnyOf(signedOut, loggedOut),
        effect: (_, api) => void api.dispatch(accountsCleared()),
      }),
    ];
    return () => stops.forEach((stop) => stop());
  },
});
