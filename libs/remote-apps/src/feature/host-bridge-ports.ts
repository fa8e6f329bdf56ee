import { addBetByMarket, couponActions, listenToCouponEvents, selectCouponSnapshot } from '@kickoff/coupon';
import { type SessionFormsApi, selectIsAuthenticated, selectUserId } from '@kickoff/session';
import type { FeatureContext } from '@kickoff/store';
import type { HostBridgePorts } from '../bridge/bridge-types';
import { DEFAULT_BRIDGE_PREFERENCES } from '../bridge/preferences-port';

/**
 * What the host bridge does in this site, in the coupon's and the session's own words: a bet is added by its market
 * (the coupon reads the line itself), the events are the coupon's, the user is the session's, and login and
 * registration open the session's forms over the page.
 */
export function siteBridgePorts(ctx: FeatureContext): HostBridgePorts {
  const language = () => ctx.i18n.language;
  // The forms' chunk logs its own load failure; the bridge has already answered.
  const withForms = (open: (forms: SessionFormsApi) => void) =>
    void ctx.ports
      .lazy('sessionForms')
      .load()
      .then(open, () => undefined);
  return {
    addBet: (bet) => ctx.store.dispatch(addBetByMarket(bet, { language: language(), clock: ctx.adapters.clock })),
    removeBet: (marketId) => void ctx.store.dispatch(couponActions.betRemoved(marketId)),
    readCoupon: () => selectCouponSnapshot(ctx.store.getState()),
    // The player's currency comes with the accounts lib; until then remotes get null and show no amounts.
    readUser: () => {
      const state = ctx.store.getState();
      return {
        isAuthenticated: selectIsAuthenticated(state),
        userId: selectUserId(state),
        language: language(),
        currencyIso: null,
      };
    },
    openLogin: () => withForms((forms) => forms.openLogin()),
    openRegistration: () => withForms((forms) => forms.openRegistration()),
    // The router resolves and guards the path as for any link.
    navigate: (path) => ctx.navigation.navigate(path),
    subscribeCoupon: (listener) => listenToCouponEvents(ctx.startAppListening, listener),
    // Optional: the preferences' feature (user-config) installs before remote apps when the site has it.
    readPreferences: () => ctx.ports.find('remoteApps.preferences')?.read() ?? DEFAULT_BRIDGE_PREFERENCES,
    subscribePreferences: (listener) =>
      ctx.ports.find('remoteApps.preferences')?.subscribe(listener) ?? (() => undefined),
  };
}
