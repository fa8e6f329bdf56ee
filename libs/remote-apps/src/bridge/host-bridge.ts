import type { RemoteAppsLogger } from '../logger';
import { DEFAULT_BRIDGE_PREFERENCES } from './preferences-port';
import { BridgeBetInputSchema, BridgeEventTypeSchema, MarketIdSchema, SitePathSchema } from './bridge-schemas';
import {
  type BridgeEvent,
  type BridgeEventType,
  type BridgeResult,
  type HostBridgeLinks,
  KICKOFF_HOST_VERSION,
  type KickoffHostApi,
} from './bridge-types';

/** DOM events mirroring the bridge's, for remote code that prefers `addEventListener` over `on`. */
export const BRIDGE_DOM_EVENTS = {
  ready: 'kickoff:host-ready',
  betAdded: 'kickoff:bet-added',
  couponUpdated: 'kickoff:coupon-updated',
  preferencesChanged: 'kickoff:preferences-changed',
} as const;

export interface HostBridgeOptions {
  logger: RemoteAppsLogger;
  /** Where the DOM events are dispatched (the window); none in specs that only use `on`. */
  eventTarget?: EventTarget;
}

export interface HostBridge {
  readonly api: KickoffHostApi;
  /** Puts the API on `target.KickoffHost` and announces it; returns the undo. */
  install(target: object & EventTarget): () => void;
  /** Stops listening to the coupon. */
  dispose(): void;
}

/** Remote code gets its own frozen copy: it can neither change the shell's data nor another remote's view of it. */
function frozenCopy<T>(value: T): T {
  const copy = structuredClone(value);
  const freeze = (item: unknown) => {
    if (typeof item !== 'object' || item === null || Object.isFrozen(item)) return;
    Object.values(item).forEach(freeze);
    Object.freeze(item);
  };
  freeze(copy);
  return copy;
}

const ok: BridgeResult = Object.freeze({ ok: true });
const invalid = (message: string): BridgeResult => ({ ok: false, error: 'invalid-input', message });

/**
 * The small, versioned API the shell offers remote apps (README "Host bridge"). It only checks and forwards:
 * what adding a bet or opening login means is the site's business, through its links (feature/host-bridge-links.ts).
 */
export function createHostBridge(links: HostBridgeLinks, { logger, eventTarget }: HostBridgeOptions): HostBridge {
  const listeners: Record<BridgeEventType, Set<(event: never) => void>> = {
    betAdded: new Set(),
    couponUpdated: new Set(),
    preferencesChanged: new Set(),
  };

  // A link that throws is the shell's bug; the remote gets a result, never the exception.
  const attempt = async (name: string, run: () => Promise<void> | void): Promise<BridgeResult> => {
    try {
      await run();
      return ok;
    } catch (error) {
      logger.error(`host bridge: ${name} failed`, error);
      return { ok: false, error: 'failed', message: `${name} failed` };
    }
  };
  const attemptNow = (name: string, run: () => void): BridgeResult => {
    try {
      run();
      return ok;
    } catch (error) {
      logger.error(`host bridge: ${name} failed`, error);
      return { ok: false, error: 'failed', message: `${name} failed` };
    }
  };

  const deliver = (event: BridgeEvent) => {
    const frozen = frozenCopy(event);
    for (const listener of [...listeners[frozen.type]]) {
      // One remote's broken listener must not keep the event from the others.
      try {
        (listener as (event: BridgeEvent) => void)(frozen);
      } catch (error) {
        logger.error(`host bridge: a ${frozen.type} listener threw`, error);
      }
    }
    eventTarget?.dispatchEvent(new CustomEvent(BRIDGE_DOM_EVENTS[frozen.type], { detail: frozen }));
  };
  const unsubscribeCoupon = links.subscribeCoupon(deliver);
  const unsubscribePreferences =
    links.subscribePreferences?.((preferences) => deliver({ type: 'preferencesChanged', preferences })) ??
    (() => undefined);

  const api: KickoffHostApi = Object.freeze({
    version: KICKOFF_HOST_VERSION,
    addBet(bet: unknown) {
      const parsed = BridgeBetInputSchema.safeParse(bet);
      if (!parsed.success)
        return Promise.resolve(invalid('addBet expects { marketId: string, gameId: positive integer }'));
      return attempt('addBet', () => links.addBet(parsed.data));
    },
    removeBet(marketId: unknown) {
      const parsed = MarketIdSchema.safeParse(marketId);
      if (!parsed.success) return Promise.resolve(invalid('removeBet expects a market id string'));
      return attempt('removeBet', () => links.removeBet(parsed.data));
    },
    getCoupon: () => frozenCopy(links.readCoupon()),
    getUser: () => frozenCopy(links.readUser()),
    getPreferences: () => frozenCopy(links.readPreferences?.() ?? DEFAULT_BRIDGE_PREFERENCES),
    openLogin: () => attemptNow('openLogin', () => links.openLogin()),
    openRegistration: () => attemptNow('openRegistration', () => links.openRegistration()),
    navigate(path: unknown) {
      const parsed = SitePathSchema.safeParse(path);
      if (!parsed.success) return invalid('navigate expects a path of this site, starting with one "/"');
      return attemptNow('navigate', () => links.navigate(parsed.data));
    },
    on(type: unknown, listener: unknown) {
      const parsed = BridgeEventTypeSchema.safeParse(type);
      if (!parsed.success || typeof listener !== 'function')
        throw new TypeError(
          'KickoffHost.on(type: "betAdded" | "couponUpdated" | "preferencesChanged", listener: function)',
        );
      const set = listeners[parsed.data];
      const entry = listener as (event: never) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
  } as KickoffHostApi);

  return {
    api,
    install(target) {
      Object.defineProperty(target, 'KickoffHost', {
        value: api,
        configurable: true,
        enumerable: false,
        writable: false,
      });
      target.dispatchEvent(new CustomEvent(BRIDGE_DOM_EVENTS.ready, { detail: { version: KICKOFF_HOST_VERSION } }));
      return () => {
        if ((target as { KickoffHost?: unknown }).KickoffHost === api)
          delete (target as { KickoffHost?: unknown }).KickoffHost;
      };
    },
    dispose() {
      unsubscribeCoupon();
      unsubscribePreferences();
      listeners.betAdded.clear();
      listeners.couponUpdated.clear();
      listeners.preferencesChanged.clear();
    },
  };
}
