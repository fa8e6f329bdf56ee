import { loggedOut, signedIn, signedOut } from '@kickoff/contracts';
import { defineFeature } from '@kickoff/store';
import { HeaderPreferences } from '../settings/HeaderPreferences';
import { DepositVerificationSlot } from '../verification/DepositVerificationSlot';
import { isAnyOf } from '@reduxjs/toolkit';
import { bridgePreferences } from '../bridge/bridge-preferences';
import { selectHideBalance, selectProtection } from '../config/selectors';
import {
  userConfigActions,
  userConfigLoadAsked,
  type UserConfigState,
  userConfigSlice,
} from '../config/user-config-slice';
import { restorePreferences } from '../preferences/preferences-listener';
import { preferencesActions, type PreferencesState, preferencesSlice } from '../preferences/preferences-slice';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** never persisted: loaded afresh on every sign-in (UC-008) */
    userConfig: UserConfigState;
    /** restored from the preference cookies at install, written back on every change (UC-023) */
    preferences: PreferencesState;
  }
  interface LazyFeatures {
    /** Loading the config on sign-in, writing the preferences back: right after the start; nothing to call. */
    userConfigServices: undefined;
  }
}

/**
 * The player's config and the site's preferences join the site. Install after the session (it reloads the config on
 * sign-in) and the coupon (it tells the coupon the odds format), before remote apps (their bridge reads
 * `remoteApps.preferences`, provided here); provides `accounts.hideBalance` to the accounts' header balance. Its texts
 * come with the parts it brings (the header's preferences, the office's settings page, the deposit verification: lazily
 * loaded chunks). Its work
 * (loading the config on sign-in, writing the preferences back) is a chunk installed right after the start.
 */
export const userConfigFeature = defineFeature({
  name: 'user-config',
  slices: [userConfigSlice, preferencesSlice],
  routes: { pages: { 'office-settings': () => import('../office') } },
  // The theme choice and the partner's brand book in the server's first HTML (no flash, scripts or none).
  head: (input) => import('../theme/theme-head').then(({ themeHead }) => themeHead(input)),
  slots: {
    // The theme and the odds format: in the menu drawer on every size, never in the header's one row.
    menu: [{ id: 'preferences', Component: HeaderPreferences, order: 40 }],
    modals: [{ id: 'deposit-verification', Component: DepositVerificationSlot }],
  },
  later: [
    {
      name: 'userConfigServices',
      load: () => import('./user-config-services').then((chunk) => chunk.userConfigServicesModule),
      when: 'after-start',
      holds: [userConfigLoadAsked],
    },
  ],
  register(ctx) {
    ctx.ports.provide('remoteApps.preferences', bridgePreferences(ctx));
    // The sports menu stays collapsed to icons as the player left it (`hide_left`).
    ctx.ports.provide('shell.sportsMenuCollapse', {
      selectIsCollapsed: (state) => state.preferences.isLeftSectionHidden,
      toggled: preferencesActions.leftSectionToggled,
    });
    // The header balance is hidden when the player's config says `user_hide_balance`.
    ctx.ports.provide('accounts.hideBalance', selectHideBalance);
    // The slip's column stays collapsed as the player left it (`hide_right`).
    ctx.ports.provide('coupon.slipCollapse', {
      selectIsCollapsed: (state) => state.preferences.isRightSectionHidden,
      toggled: preferencesActions.rightSectionToggled,
    });
    // The office's protection level and methods come from the same config.
    ctx.ports.provide('accounts.protection', selectProtection);
    const services = ctx.ports.lazy('userConfigServices');
    const stops = [
      restorePreferences(ctx),
      // A sign-in before the services arrived: its config load is asked for, held, and started once they are in.
      ctx.startAppListening({
        actionCreator: signedIn,
        effect: (_, api) => void (services.isLoaded() || api.dispatch(userConfigLoadAsked())),
      }),
      // Signed out: the player's config goes at once (a load still running then keeps nothing).
      ctx.startAppListening({
        matcher: isAnyOf(signedOut, loggedOut),
        effect: (_, api) => void api.dispatch(userConfigActions.userConfigCleared()),
      }),
    ];
    return () => stops.forEach((stop) => stop());
  },
});
