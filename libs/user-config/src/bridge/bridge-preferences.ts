import type { BridgePreferencesSource, PreferencesSnapshot } from '@kickoff/contracts';
import type { FeatureContext, RootState } from '@kickoff/store';

function snapshotOf(state: RootState): PreferencesSnapshot {
  const { coefViewId, appTheme, appViewType, is12h, timeZone, language } = state.preferences;
  return { coefViewId, appTheme, appViewType, is12h, timeZone, language };
}

const sameSnapshot = (a: PreferencesSnapshot, b: PreferencesSnapshot) =>
  (Object.keys(a) as (keyof PreferencesSnapshot)[]).every((key) => a[key] === b[key]);

/** The preferences remote pages read through the host bridge (`getPreferences`, `preferencesChanged`). */
export function bridgePreferences(ctx: Pick<FeatureContext, 'store' | 'startAppListening'>): BridgePreferencesSource {
  return {
    read: () => snapshotOf(ctx.store.getState()),
    subscribe: (listener) =>
      ctx.startAppListening({
        predicate: (_, current, previous) =>
          current.preferences !== previous.preferences && !sameSnapshot(snapshotOf(current), snapshotOf(previous)),
        effect: (_, api) => listener(snapshotOf(api.getState())),
      }),
  };
}
