import { sleep } from '@kickoff/runtime';
import type { FeatureContext } from '@kickoff/store';
import { selectIsAuthenticated } from '../state/selectors';
import { sessionStarted } from '../state/session-slice';
import { loadForms } from './site-ports';

/** Anonymous visitors get the forms (and the one-tap prompt) this long after the session started, off the first load. */
export const ANONYMOUS_FORMS_DELAY_MS = 3_000;

/** Loads the forms' chunk for a visitor who stays anonymous a while: a sign-in is the likely next step. */
export function preloadFormsForVisitors(ctx: FeatureContext): () => void {
  const anonymous = (state: Parameters<typeof selectIsAuthenticated>[0]) => !selectIsAuthenticated(state);
  const unsubscribe = ctx.startAppListening({
    predicate: (action, state, previous) => sessionStarted.match(action) || anonymous(state) !== anonymous(previous),
    effect: async (_, api) => {
      api.cancelActiveListeners();
      if (!anonymous(api.getState())) return;
      const due = await sleep(ANONYMOUS_FORMS_DELAY_MS, { timers: ctx.adapters.timers, signal: api.signal }).then(
        () => true,
        () => false,
      );
      // A chunk that failed to load is logged by its loader; the next click tries again.
      if (due) await loadForms(ctx).catch(() => undefined);
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
