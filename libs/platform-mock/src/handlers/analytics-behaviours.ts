import { analyticsCollect, analyticsCounters } from '@kickoff/platform-api';
import { ok } from './answers';
import { behaviour } from './behaviour';

export const analyticsBehaviours = [
  behaviour(analyticsCounters, {
    resolve: ({ model }) => {
      const counters = model.state.configGroups['analytics']?.['counters'];
      return ok({ counters: Array.isArray(counters) ? (counters as { type: number; id: string }[]) : [] });
    },
  }),
  // The events themselves are in the request log (`requests('analyticsCollect')`), where tests look for them.
  behaviour(analyticsCollect, { resolve: () => ok(undefined) }),
];
