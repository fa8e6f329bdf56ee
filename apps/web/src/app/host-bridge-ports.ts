import { betFromSource, type CouponEvent, type CouponListeners, couponActions, type CouponRootState, selectCoupon } from '@kickoff/coupon';
import type { BridgeEvent, CouponSnapshot, HostBridgePorts } from '@kickoff/remote-apps';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { lineGameApi } from './line-api';

export interface HostBridgePortDeps {
  store: { getState(): CouponRootState; dispatch: ThunkDispatch<never, unknown, UnknownAction> };
  coupon: Pick<CouponListeners, 'subscribe'>;
  /** The router's navigate: the shell resolves and guards the path as for any link. */
  navigate(path: string): void;
  /** The page's language (`ru`), read at each call. */
  language(): string;
  now(): number;
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
 * login and registration open through their routes (they open as modals, route meta `opensAsModal`).
 * The user is anonymous until the session lib is wired.
 */
export function createHostBridgePorts({ store, coupon, navigate, language, now }: HostBridgePortDeps): HostBridgePorts {
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
    readUser: () => ({ isAuthenticated: false, userId: null, language: language(), currencyIso: null }),
    openLogin: () => navigate(`/${language()}/user/login`),
    openRegistration: () => navigate(`/${language()}/registration`),
    navigate,
    subscribeCoupon: (listener) => coupon.subscribe((event) => listener(toBridgeEvent(event))),
  };
}
