import { type RootState, defineFeature } from '@kickoff/store';
import type { Adapters } from '@kickoff/runtime';
import { couponResources } from '../i18n/resources';
import { type CouponSaving } from '../persistence/coupon-storage';
import { type PersistedCouponState, persistedCoupon } from '../persistence/persisted-coupon';
import { type CouponSavingState, couponNotSaved, couponSavingSlice } from '../persistence/saving-slice';
import { type SelectBonusBetRules, startBonusBet } from '../state/bonus-bet-listener';
import { type CouponSettingsState, couponSettingsSlice } from '../state/coupon-settings-slice';
import { startTabSync } from '../state/tab-sync';
import { startActiveAccountMirror } from '../live/active-account';
import { couponBridge } from './coupon-bridge';
import { startCouponNotifications } from '../notifications/notifications-listener';
import { notificationsResources } from '../notifications/notifications-resources';
import { type CouponNotificationsState, couponNotificationsSlice } from '../notifications/notifications-slice';
import {
  type CouponContextState,
  couponContextSlice,
  followPageLanguage,
  followPlayer,
} from '../placement/coupon-context-slice';
import { selectLoadedCouponSiteRules } from '../placement/placement-selectors';
import { oneClickRequested, placeRequested, placementRetried } from '../placement/placement-actions';
import { startOneClickTrigger } from '../placement/one-click-trigger';
import type { PlacementState } from '../placement/placement-slice';
import { selectBetCount } from '../state/selectors';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** saved under its own key (`persist:coupon`) with its own version: bets, addedAtByBetId, typeId, systemValue */
    coupon: PersistedCouponState;
    couponSettings: CouponSettingsState;
    /** never saved: whether the player was told the coupon cannot be saved */
    couponSaving: CouponSavingState;
    /** never saved: the current placement attempt; injected with placement on first need (selectors read it optional) */
    couponPlacement: PlacementState;
    /** never saved: the page's language (for the site config's rules) and whether the player is self-excluded (LIM-033) */
    couponContext: CouponContextState;
    /** kept in the tab's sessionStorage by its own listener (CPN-044) */
    couponNotifications: CouponNotificationsState;
  }
  interface LazyFeatures {
    /** Placement and the live updates: installed the first time the coupon holds a bet; nothing to call. */
    couponPlacement: undefined;
  }
  interface FeaturePorts {
    /** Overrides the site config's bonus bet flag (CPN-019 … 022); without it the loaded site config decides. */
    'coupon.bonusBetRules': SelectBonusBetRules;
  }
}

/** The channel the site's tabs share the coupon on. */
export const COUPON_TAB_CHANNEL = 'kickoff:coupon';

// The persisted reducer is made with the site's storage (slices) and reports lost writes to the same site's store
// (register): one per site, found by its adapters.
const savingOfSite = new WeakMap<Adapters, CouponSaving>();

/**
 * The coupon joins the site: its slices (the coupon persisted from the site's localStorage), cross-tab sync, the
 * bonus bet offer, the notice when the coupon cannot be saved, the paying account, the coupon notifications, and
 * placement with the live updates (limits, bet states): a chunk of their own, loaded when the coupon first holds a bet.
 */
export const couponFeature = defineFeature({
  name: 'coupon',
  resources: [couponResources, notificationsResources],
  slices: (adapters) => {
    const { slice, saving } = persistedCoupon({ storage: adapters.localStorage, logger: adapters.logger });
    savingOfSite.set(adapters, saving);
    return [couponSettingsSlice, couponSavingSlice, slice, couponNotificationsSlice, couponContextSlice];
  },
  later: [
    {
      name: 'couponPlacement',
      load: () => import('../placement/placement-feature').then((chunk) => chunk.couponPlacementModule),
      // The first bet (added, restored, from another tab): a first page without a coupon carries none of it.
      when: { once: (state) => selectBetCount(state) > 0 },
      // No press is lost on a slow network; a failed load is asked for again by the next press.
      holds: [placeRequested, placementRetried, oneClickRequested],
    },
  ],
  register(ctx) {
    const channel = ctx.adapters.tabChannel(COUPON_TAB_CHANNEL);
    // The site config of the page's language decides; a host may override it through the port.
    const selectRules: SelectBonusBetRules = (state: RootState) =>
      ctx.ports.find('coupon.bonusBetRules')?.(state) ?? selectLoadedCouponSiteRules(state);
    ctx.ports.provide('coupon.bridge', couponBridge(ctx));
    const stops = [
      startTabSync({ startListening: ctx.startAppListening, store: ctx.store, channel, logger: ctx.adapters.logger }),
      startBonusBet(ctx.startAppListening, selectRules),
      savingOfSite.get(ctx.adapters)?.onNotSaved(() => ctx.store.dispatch(couponNotSaved())) ?? (() => undefined),
      startActiveAccountMirror(ctx),
      followPageLanguage(ctx),
      followPlayer(ctx),
      startOneClickTrigger(ctx),
      startCouponNotifications(ctx),
    ];
    return () => {
      stops.forEach((stop) => stop());
      channel.close();
    };
  },
});
