import type { PageVisibility, Timers } from '@kickoff/runtime';
import { type SessionPlayer, signedIn } from '@kickoff/contracts';
import type { AppStartListening, AppStore } from '@kickoff/store';
import { accountsUpdateRequested, balanceRefreshRequested } from './accounts-slice';
import { ACCOUNT_UPDATE_POLL, pollUntil } from './poll-until';
import { hasActiveAccount, readBalance } from './read-balance';

/**
 * Kickoff's choice (the spec names no balance interval): every 30 s while the tab is visible and a player is signed
 * in. Winnings settle on the platform at any time; a hidden tab asks nothing and catches up when shown.
 */
export const BALANCE_POLL_MS = 30_000;

interface BalanceDeps {
  timers: Timers;
  visibility: PageVisibility;
  store: Pick<AppStore, 'getState' | 'dispatch'>;
  /** Who is signed in (the session's port). */
  player: SessionPlayer;
}

/** When the balance is read again: sign-in, a request (bet placed, switch), the tab shown again, the poll. */
export function startBalanceRefresh(
  startAppListening: AppStartListening,
  { timers, visibility, store, player }: BalanceDeps,
): () => void {
  const refreshIfSignedIn = () => {
    if (player.isAuthenticated(store.getState())) store.dispatch(balanceRefreshRequested());
  };
  const interval = timers.setInterval(() => {
    if (visibility.isVisible()) refreshIfSignedIn();
  }, BALANCE_POLL_MS);
  const stopWatching = visibility.subscribe((visible) => {
    if (visible) refreshIfSignedIn();
  });
  const stops = [
    startAppListening({ actionCreator: signedIn, effect: (_, api) => void api.dispatch(balanceRefreshRequested()) }),
    startAppListening({
      actionCreator: balanceRefreshRequested,
      effect: async (_, api) => {
        if (!player.isAuthenticated(api.getState())) return;
        const answer = await readBalance(api);
        // No active account yet (e.g. just registered): the account update poll takes over from this answer.
        if (answer && !hasActiveAccount(answer)) api.dispatch(accountsUpdateRequested({ first: answer }));
      },
    }),
    startAppListening({
      actionCreator: accountsUpdateRequested,
      effect: async ({ payload }, api) => {
        api.cancelActiveListeners();
        await pollUntil(
          () => readBalance(api),
          hasActiveAccount,
          ACCOUNT_UPDATE_POLL,
          timers,
          api.signal,
          payload?.first,
        );
      },
    }),
  ];
  return () => {
    timers.clearInterval(interval);
    stopWatching();
    stops.forEach((stop) => stop());
  };
}
