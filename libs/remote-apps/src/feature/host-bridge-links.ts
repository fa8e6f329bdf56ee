import { type CouponBridge, EMPTY_COUPON_SNAPSHOT, type SessionFormsApi, sessionPlayer } from '@kickoff/contracts';
import type { FeatureContext } from '@kickoff/store';
import type { HostBridgeLinks } from '../bridge/bridge-types';
import { DEFAULT_BRIDGE_PREFERENCES } from '../bridge/preferences-port';

/**
 * What the host bridge does in this site, through the ports of the coupon, the session and the preferences: a bet
 * is added by its market (the coupon reads the line itself), the events are the coupon's, the user is the
 * session's, and login and registration open the session's forms over the page.
 */
export function siteBridgeLinks(ctx: FeatureContext): HostBridgeLinks {
  const { ports } = ctx;
  const language = () => ctx.i18n.language;
  const player = sessionPlayer(ports);
  // The coupon installs right after the start; a bridge call that comes sooner waits for its chunk.
  const coupon = async (): Promise<CouponBridge> => {
    const installed = ports.find('coupon.bridge');
    if (installed) return installed;
    await ports.lazy('coupon').load();
    return ports.get('coupon.bridge');
  };
  // The forms' chunk logs its own load failure; the bridge has already answered.
  const withForms = (open: (forms: SessionFormsApi) => void) =>
    void ports
      .lazy('sessionForms')
      .load()
      .then(open, () => undefined);
  return {
    addBet: (bet) => coupon().then((link) => link.addBet(bet, language())),
    removeBet: (marketId) => coupon().then((link) => link.removeBet(marketId)),
    readCoupon: () => ports.find('coupon.bridge')?.read() ?? EMPTY_COUPON_SNAPSHOT,
    // The player's currency comes with the accounts lib; until then remotes get null and show no amounts.
    readUser: () => {
      const state = ctx.store.getState();
      return {
        isAuthenticated: player.isAuthenticated(state),
        userId: player.userId(state),
        language: language(),
        currencyIso: null,
      };
    },
    openLogin: () => withForms((forms) => forms.openLogin()),
    openRegistration: () => withForms((forms) => forms.openRegistration()),
    // The router resolves and guards the path as for any link.
    navigate: (path) => ctx.navigation.navigate(path),
    subscribeCoupon: (listener) => {
      const installed = ports.find('coupon.bridge');
      if (installed) return installed.subscribe(listener);
      let stop: (() => void) | undefined;
      let stopped = false;
      void coupon().then(
        (link) => void (stopped || (stop = link.subscribe(listener))),
        () => undefined,
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    // Optional: the preferences' feature (user-config) installs before remote apps when the site has it.
    readPreferences: () => ports.find('remoteApps.preferences')?.read() ?? DEFAULT_BRIDGE_PREFERENCES,
    subscribePreferences: (listener) => ports.find('remoteApps.preferences')?.subscribe(listener) ?? (() => undefined),
  };
}
