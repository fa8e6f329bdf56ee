import type { CouponSnapshot, MarketChoice } from '@kickoff/contracts';
import type { PreferencesSnapshot } from './preferences-port';

export type { PreferencesSnapshot };

/**
 * The host bridge contract: what remote apps may ask of the shell (README "Host bridge"). Plain data only,
 * so it survives structured cloning and never exposes the shell's store or objects.
 */
export const KICKOFF_HOST_VERSION = 1;

/** A bet a remote app wants on the coupon: the line market and its game. */
export type BridgeBetInput = MarketChoice;

/** The coupon as remotes read it: the coupon's own snapshot (`coupon.bridge`), plain data. */
export type { CouponSnapshot };

export interface UserSnapshot {
  isAuthenticated: boolean;
  userId: number | null;
  language: string;
  currencyIso: string | null;
}

export type BridgeEvent =
  | { type: 'betAdded'; marketId: string; isFromOtherTab: boolean }
  | { type: 'couponUpdated'; coupon: CouponSnapshot }
  | { type: 'preferencesChanged'; preferences: PreferencesSnapshot };
export type BridgeEventType = BridgeEvent['type'];

/** `invalid-input`: the call's arguments broke the contract; `refused`: the shell said no; `failed`: it tried and failed. */
export type BridgeResult = { ok: true } | { ok: false; error: 'invalid-input' | 'refused' | 'failed'; message: string };

/** `window.KickoffHost`. */
export interface KickoffHostApi {
  readonly version: typeof KICKOFF_HOST_VERSION;
  addBet(bet: BridgeBetInput): Promise<BridgeResult>;
  removeBet(marketId: string): Promise<BridgeResult>;
  getCoupon(): CouponSnapshot;
  getUser(): UserSnapshot;
  /** The player's odds format, theme, view and time settings (frozen copy). */
  getPreferences(): PreferencesSnapshot;
  openLogin(): BridgeResult;
  openRegistration(): BridgeResult;
  /** A path of this site (`/ru/line/football`); anything else is refused. */
  navigate(path: string): BridgeResult;
  /** Returns the unsubscribe function. */
  on<T extends BridgeEventType>(type: T, listener: (event: Extract<BridgeEvent, { type: T }>) => void): () => void;
}

/** What the bridge is connected to in the site (feature/host-bridge-links.ts: the coupon, the session, the navigation). */
export interface HostBridgeLinks {
  addBet(bet: BridgeBetInput): Promise<void> | void;
  removeBet(marketId: string): Promise<void> | void;
  readCoupon(): CouponSnapshot;
  readUser(): UserSnapshot;
  openLogin(): void;
  openRegistration(): void;
  navigate(path: string): void;
  /** The coupon's "bet added" / "coupon updated" events, already in the bridge's shape. */
  subscribeCoupon(listener: (event: BridgeEvent) => void): () => void;
  /** The preferences and their changes; without them remotes get DEFAULT_BRIDGE_PREFERENCES and no event. */
  readPreferences?(): PreferencesSnapshot;
  subscribePreferences?(listener: (preferences: PreferencesSnapshot) => void): () => void;
}
