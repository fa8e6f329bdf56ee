import type { ActiveAccount } from '@kickoff/contracts';
import type { FeatureContext, PortRegistry, RootState } from '@kickoff/store';
import { couponActions } from '../state/coupon-slice';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { selectCoupon } from '../state/selectors';

/** The accounts' active account (their port); none on a site without the accounts feature. */
const activeAccountReader =
  (ports: Pick<PortRegistry, 'find'>) =>
  (state: RootState): ActiveAccount | null =>
    ports.find('accounts.activeAccount')?.(state) ?? null;

/** The coupon pays from another account only when the account itself changes, not on every balance read. */
function isOtherAccount(state: RootState, account: ActiveAccount): boolean {
  const coupon = selectCoupon(state);
  return (
    coupon.accountId !== account.id ||
    coupon.accountType !== account.type ||
    coupon.currencyIso !== account.iso.toUpperCase()
  );
}

/** The coupon bets from the player's active account (doc 000 §4.1): mirrored from the accounts' port `accounts.activeAccount`. */
export function startActiveAccountMirror({
  startAppListening,
  store,
  ports,
}: Pick<FeatureContext, 'startAppListening' | 'store' | 'ports'>): () => void {
  const activeAccountOf = activeAccountReader(ports);
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
