import { sessionPlayer } from '@kickoff/contracts';
import { defineFeature, type LoadableFeature } from '@kickoff/store';
import { startUserConfigLoading } from '../config/user-config-listener';
import { startPreferenceWriting } from '../preferences/preference-writing';
import { preferencesActions } from '../preferences/preferences-slice';
import { followBrandBook } from '../theme/brand-book-follower';
import { followSystemTheme } from '../theme/system-theme';

/**
 * The user config's work: loading the player's config on each sign-in and writing the preferences back to their
 * cookies, the partner's brand book taken over from the server's
 * head style. A chunk of its own, installed right after the start: no first paint needs it.
 */
const userConfigServicesFeature = defineFeature({
  name: 'user-config services',
  register(ctx) {
    const log = (message: string, detail?: unknown) => ctx.adapters.logger.warn(`[user-config] ${message}`, detail);
    const stops = [
      startUserConfigLoading(ctx.startAppListening, sessionPlayer(ctx.ports), log),
      startPreferenceWriting(ctx),
      followBrandBook(ctx),
      // The theme shown under `system` (appTheme: remote apps and the header's switch read it) follows the device.
      // The page itself needs no script for that (theme.css), so it waits for this chunk.
      followSystemTheme(
        ctx.adapters.page.document(),
        (theme) => void ctx.store.dispatch(preferencesActions.systemThemeFollowed(theme)),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  },
});

export const userConfigServicesModule: LoadableFeature<undefined> = {
  feature: userConfigServicesFeature,
  api: () => undefined,
};
