import { type CallDefinition, type PlatformError, defineCall, platformApi } from '@kickoff/platform-api';
import { z } from 'zod/mini';

/** How the scripted platform answers the probe call. */
export type ProbeScenario = 'ok' | 'network' | 'server' | 'not-found' | 'invalid-answer' | 'hang' | 'browser-abort';

/** A call of our own, so the tests exercise the real base query without depending on another lib's endpoints. */
export const shellProbeCall = defineCall({
  name: 'shellProbe',
  method: 'GET',
  path: '/web-api/shell-probe',
  response: z.object({ ok: z.literal(true) }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'test-only probe of the notification layer',
} satisfies CallDefinition);

/** `attempt` keeps every request its own cache entry, so no request is skipped as already loaded. */
export interface ProbeArg {
  scenario: ProbeScenario;
  attempt: number;
}

/**
 * The one API with test endpoints injected: `shellProbe` goes through the real HTTP layer; the other two stand
 * for another lib's `queryFn` rejecting with a value that is not an error, or throwing.
 */
export const probeApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    shellProbe: build.query<{ ok: true }, ProbeArg>({
      query: ({ scenario, attempt }) => ({ call: shellProbeCall, query: { scenario, attempt } }),
    }),
    shellProbeRejectsWith: build.query<null, { value: unknown; attempt: number }>({
      queryFn: ({ value }) => ({ error: value as PlatformError }),
    }),
    shellProbeThrows: build.query<null, { value: unknown; attempt: number }>({
      queryFn: ({ value }) => {
        throw value;
      },
    }),
  }),
});
