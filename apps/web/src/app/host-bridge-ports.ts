import { betFromSource, type CouponEvent, type CouponListeners, couponActions, type CouponRootState, selectCoupon } from '@kickoff/coupon';
import type { BridgeEvent, CouponSnapshot, HostBridgePorts } from '@kickoff/remote-apps';
import { selectIsAuthenticated, selectUserId, type SessionRootState } from '@kickoff/session';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { lineGameApi } from './line-api';

export interface HostBridgePortDeps {
  store: { getState(): CouponRootState & SessionRootState; dispatch: ThunkDispatch<never, unknown, UnknownAction> };
  coupon: Pick<CouponListeners, 'subscribe'>;
  /** The router's navigate: the shell resolves and guards the path as for any link. */
  navigate(path: string): void;
  /** The page's language (`ru`), read at each call. */
  language(): string;
  now(): number;
  /** Opens the session's login and registration forms; without it they open through their routes. */
  accountEntry?: { openLogin(): void; openRegistration(): void };
}

function snapshotOf(coupon: ReturnType<typeof selectCoupon>): CouponSnapshot {
  return { marketIds: coupon.bets.map((bet) => bet.market.id), typeId: coupon.typeId, systemValue: coupon.systemValue, coef: coupon.coef };
}

/** The coupon's events in the bridge's shapes: remotes see market ids, never the coupon's bet objects. */
export function toBridgeEvent(event: CouponEvent): BridgeEvent {
  if (event.type === 'betAdded') return { type: 'betAdded', marketId: event.bet.market.id, isFromOtherTab: event.isFromOtherTab };
  return { type: 'couponUpdated', coupon: { marketIds: event.marketIds, typeId: event.typeId, systemValue: event.systemValue, coef: event.coef } };
}

/**
 * What the host bridge does in this site: bets go to @kickoff/coupon, built from the platform's own line answer;
 * login and registration open the session's forms over the page; the user is the session's.
 */
export function createHostBridgePorts({ store, coupon, navigate, language, now, accountEntry }: HostBridgePortDeps): HostBridgePorts {
  return {
    async addBet({ marketId, gameId }) {
      const request = store.dispatch(lineGameApi.endpoints.webLineGame.initiate({ gameId, lng: language() }, { subscribe: false, forceRefetch: true }));
      const { game } = await request.unwrap();
      const market = game.markets.find((candidate) => candidate.id === marketId);
      // The bridge turns the throw into `failed` and logs it: the remote named a market the line does not have.
      if (!market) throw new Error(`market ${marketId} is not in game ${gameId}`);
      store.dispatch(couponActions.betAdded({ bet: betFromSource({ market, game }), addedAt: now() }));
    },
    removeBet(marketId) {
      store.dispatch(couponActions.betRemoved(marketId));
    },
    readCoupon: () => snapshotOf(selectCoupon(store.getState())),
    // The player's currency comes with the accounts lib; until then remotes get null and show no amounts.
    readUser: () => ({ isAuthenticated: selectIsAuthenticated(store.getState()), userId: selectUserId(store.getState()), language: language(), currencyIso: null }),
    openLogin: () => (accountEntry ? accountEntry.openLogin() : navigate(`/${language()}/user/login`)),
    openRegistration: () => (accountEntry ? accountEntry.openRegistration() : navigate(`/${language()}/registration`)),
    navigate,
    subscribeCoupon: (listener) => coupon.subscribe((event) => listener(toBridgeEvent(event))),
  };
}
