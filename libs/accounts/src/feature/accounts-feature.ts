import { defineFeature, type RootState } from '@kickoff/store';
import type { Protection } from '../model/protection';
import { type AccountsState, accountsSlice } from '../state/accounts-slice';
import { startBalanceRefresh } from '../state/balance-listeners';
import { startAccountOperations } from '../state/operation-listeners';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    accounts: AccountsState;
  }
  interface FeaturePorts {
    /** The player's `user_hide_balance` setting (doc 000 §3.7), offered by the user config; while nobody does, the balance shows. */
    'accounts.hideBalance': (state: RootState) => boolean;
    /** `protection_level` and `protection_methods` of the user config, for the office page; null until it is loaded. */
    'accounts.protection': (state: RootState) => Protection | null;
  }
}

/**
 * The player's accounts join the site: the balance (read on sign-in, on request, when the tab is shown again and every
 * 30 s), the active account switch, adding and removing currencies. Install it after the session (it reads sign-ins).
 * Its texts come with the parts that show them (header balance, office page: lazily loaded chunks), not with the feature.
 */
export const accountsFeature = defineFeature({
  name: 'accounts',
  slices: [accountsSlice],
  register({ startAppListening, adapters, store }) {
    const stops = [
      startBalanceRefresh(startAppListening, { timers: adapters.timers, visibility: adapters.visibility, store }),
      startAccountOperations(startAppListening, adapters.timers),
    ];
    return () => stops.forEach((stop) => stop());
  },
});
