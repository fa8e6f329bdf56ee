import { sessionPlayer } from '@kickoff/contracts';
import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { FeatureContext } from '@kickoff/store';

/** LIM-033: the player is self-excluded; `until` is when the limit ends (ISO), null when open-ended or unknown. */
export interface SelfExclusion {
  until: string | null;
}

/**
 * What the coupon knows of the site and the player beyond its own state; never persisted. Part of the main entry,
 * not of the placement chunk: the slip (a chunk of its own) may render before placement has loaded, and its rules
 * must already come from the site config of the page's language.
 */
export interface CouponContextState {
  /** the page's language: the site config is loaded per language */
  language: string;
  /** null: not self-excluded, not known yet (placement reads it once it loads), or nobody is signed in */
  selfExclusion: SelfExclusion | null;
  /** who is signed in, as the session tells (port `session.player`); null: nobody */
  playerId: number | null;
}

export const initialCouponContext: CouponContextState = { language: '', selfExclusion: null, playerId: null };

export const couponContextSlice = createSlice({
  name: 'couponContext',
  initialState: initialCouponContext,
  reducers: {
    languageChanged(state, { payload }: PayloadAction<string>) {
      state.language = payload;
    },
    selfExclusionChanged(state, { payload }: PayloadAction<SelfExclusion | null>) {
      state.selfExclusion = payload;
    },
    playerChanged(state, { payload }: PayloadAction<number | null>) {
      state.playerId = payload;
    },
  },
});

export const couponContextActions = couponContextSlice.actions;

/** The page's language follows i18next (the coupon cannot read user-config's preferences: that lib depends on this one). */
export function followPageLanguage({ store, i18n }: Pick<FeatureContext, 'store' | 'i18n'>): () => void {
  const changed = (language: string) => store.dispatch(couponContextActions.languageChanged(language));
  changed(i18n.language);
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
}

/**
 * Who is signed in follows the session's port, in the same dispatch as the session's own change: the coupon's
 * selectors and listeners read the player from the coupon's state, never the session's slice.
 */
export function followPlayer({
  store,
  startAppListening,
  ports,
}: Pick<FeatureContext, 'store' | 'startAppListening' | 'ports'>): () => void {
  const player = sessionPlayer(ports);
  store.dispatch(couponContextActions.playerChanged(player.userId(store.getState())));
  return startAppListening({
    predicate: (_action, current, previous) => player.userId(current) !== player.userId(previous),
    effect: (_action, api) => void api.dispatch(couponContextActions.playerChanged(player.userId(api.getState()))),
  });
}
