import type { Account, AccountsState } from '@kickoff/accounts';
import type { FeatureContext, RootState } from '@kickoff/store';
import { couponActions } from '../state/coupon-slice';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { selectCoupon } from '../state/selectors';

/** The accounts' active account; the accounts slice may be missing (a site without the accounts feature). */
const activeAccountOf = (state: RootState): Account | null =>
  (state.accounts as AccountsState | undefined)?.activeAccount ?? null;

/** The coupon pays from another account only when the account itself changes, not on every balance read. */
function isOtherAccount(state: RootState, account: Account): boolean {
  const coupon = selectCoupon(state);
  return (
    coupon.accountId !== account.id ||
    coupon.accountType !== account.type ||
    coupon.currencyIso !== account.iso.toUpperCase()
  );
}

/** The coupon bets from the player's active account (doc 000 §4.1): mirrored from @kickoff/accounts. */
export function startActiveAccountMirror({
  startAppListening,
  store,
}: Pick<FeatureContext, 'startAppListening' | 'store'>): () => void {
  const mirror = (state: RootState, dispatch: FeatureContext['store']['dispatch']) => {
    const account = activeAccountOf(state);
    if (!account || !isOtherAccount(state, account)) return;
    // the one-click stakes are money of the old currency too: cleared, never re-labelled
    if (selectCoupon(state).currencyIso !== account.iso.toUpperCase())
      dispatch(couponSettingsActions.oneClickAmountsCleared());
    dispatch(
      couponActions.activeAccountChanged({
        accountId: account.id,
        accountType: account.type,
        currencyIso: account.iso,
      }),
    );
  };
  mirror(store.getState(), store.dispatch);
  return startAppListening({
    predicate: (_action, current, previous) => activeAccountOf(current) !== activeAccountOf(previous),
    effect: (_action, api) => mirror(api.getState(), api.dispatch),
  });
}
