import type { UserConfig } from '@kickoff/platform-api';
import { createSelector } from '@reduxjs/toolkit';
import {
  areContactsFilled,
  isNotVerified,
  isPendingVerification,
  isRequiredProfileFilled,
  mailingFlagsOf,
} from './profile-rules';
import type { UserConfigState } from './user-config-slice';

/** Lazily injected: a state without the slice reads as no config (a visitor). */
export interface UserConfigRootState {
  userConfig?: UserConfigState;
}

export const selectUserConfig = (state: UserConfigRootState): UserConfig | null => state.userConfig?.config ?? null;
export const selectUserConfigStatus = (state: UserConfigRootState): UserConfigState['status'] =>
  state.userConfig?.status ?? 'idle';

/** `user_hide_balance`: the accounts lib hides the header balance with it; false until the config is known. */
export const selectHideBalance = (state: UserConfigRootState): boolean =>
  selectUserConfig(state)?.user_hide_balance === true;

export const selectIsRequiredProfileFilled = (state: UserConfigRootState): boolean => {
  const config = selectUserConfig(state);
  return config !== null && isRequiredProfileFilled(config.user_data);
};

export const selectAreContactsFilled = (state: UserConfigRootState): boolean => {
  const config = selectUserConfig(state);
  return config !== null && areContactsFilled(config);
};

export const selectIsNotVerified = (state: UserConfigRootState): boolean => {
  const config = selectUserConfig(state);
  return config !== null && isNotVerified(config);
};

export const selectIsPendingVerification = (state: UserConfigRootState): boolean => {
  const config = selectUserConfig(state);
  return config !== null && isPendingVerification(config);
};

/** MOD-027: the deposit page shows the verification modal when the config says so. */
/** The player's protection (level and methods) for the accounts' office page; null until the config is known. */
export const selectProtection = createSelector([selectUserConfig], (config) =>
  config === null ? null : { level: config.protection_level, methods: { ...config.protection_methods } },
);

export const selectShowsVerificationOnDeposit = (state: UserConfigRootState): boolean =>
  selectUserConfig(state)?.show_verification_modal_on_deposit_page === true;

/** UC-011; null for visitors. */
export const selectMailingFlags = createSelector([selectUserConfig], (config) =>
  config === null ? null : mailingFlagsOf(config),
);
