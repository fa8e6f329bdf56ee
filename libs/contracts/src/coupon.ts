import { createAction } from '@reduxjs/toolkit';
import type { CoefViewId } from './coef-view-ids';

/**
 * What other features send the coupon: its slice handles these types (an action sent before the coupon's chunk
 * arrives is kept for it).
 */
export const couponActions = {
  betRemoved: createAction<string, 'coupon/betRemoved'>('coupon/betRemoved'),
  /** The player's odds format (the preferences decide it, the coupon shows its odds in it). */
  coefViewChanged: createAction<CoefViewId, 'coupon/coefViewChanged'>('coupon/coefViewChanged'),
};

/** A bet asked for by its line market, as remote apps and the line pages know it. */
export interface MarketChoice {
  marketId: string;
  gameId: number;
}

/** The coupon in plain data: the same object for as long as the coupon does not change. */
export interface CouponSnapshot {
  marketIds: string[];
  typeId: number;
  systemValue: number;
  coef: number;
}

/** An empty coupon (the coupon's own initial state): what a reader sees before the coupon has installed. */
export const EMPTY_COUPON_SNAPSHOT: CouponSnapshot = Object.freeze({
  marketIds: [],
  typeId: 0,
  systemValue: 2,
  coef: 0,
});

/** What the coupon tells others (doc 000 §4.1: "bet added" and "coupon updated"), in plain data. */
export type CouponEvent =
  { type: 'betAdded'; marketId: string; isFromOtherTab: boolean } | { type: 'couponUpdated'; coupon: CouponSnapshot };

/** What the coupon offers a host bridge (port `coupon.bridge`): add and remove bets, read it, hear its events. */
export interface CouponBridge {
  /** Adds the market's bet from the platform's own line answer; rejects when the line has no such market. */
  addBet(choice: MarketChoice, language: string): Promise<void>;
  removeBet(marketId: string): void;
  read(): CouponSnapshot;
  /** Returns the undo. */
  subscribe(listener: (event: CouponEvent) => void): () => void;
}
