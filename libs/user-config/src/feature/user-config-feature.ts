import type {} from '@kickoff/accounts';
import { defineFeature } from '@kickoff/store';
import { bridgePreferences } from '../bridge/bridge-preferences';
import { selectHideBalance, selectProtection } from '../config/selectors';
import { startUserConfigLoading } from '../config/user-config-listener';
import { type UserConfigState, userConfigSlice } from '../config/user-config-slice';
import { startPreferences } from '../preferences/preferences-listener';
import { type PreferencesState, preferencesSlice } from '../preferences/preferences-slice';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** never persisted: loaded afresh on every sign-in (UC-008) */
    userConfig: UserConfigState;
    /** restored from the preference cookies at install, written back on every change (UC-023) */
    preferences: PreferencesState;
  }
}

/**
 * The player's config and the site's preferences join the site. Install after the session (it reloads the config on
 * sign-in) and the coupon (it tells the coupon the odds format), before remote apps (their bridge reads
 * `remoteApps.preferences`, provided here); provides `accounts.hideBalance` to the accounts' header balance. Its texts
 * come with the parts that show them (header preferences, settings page, verification: lazily loaded chunks).
 */
export const userConfigFeature = defineFeature({
  name: 'user-config',
  slices: [userConfigSlice, preferencesSlice],
  register(ctx) {
    const log = (message: string, detail?: unknown) => ctx.adapters.logger.warn(`[user-config] ${message}`, detail);
    ctx.ports.provide('remoteApps.preferences', bridgePreferences(ctx));
    // The header balance is hidden when the player's config says `user_hide_balance`.
    ctx.ports.provide('accounts.hideBalance', selectHideBalance);
    // The office's protection level and methods come from the same config.
    ctx.ports.provide('accounts.protection', selectProtection);
    const stops = [startUserConfigLoading(ctx.startAppListening, log), startPreferences(ctx)];
    return () => stops.forEach((stop) => stop());
  },
});
