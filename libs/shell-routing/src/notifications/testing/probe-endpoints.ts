import {
  type CallDefinition,
  type PlatformError,
  callEndpoint,
  defineCall,
  localEndpoint,
  platformApi,
} from '@kickoff/platform-api';
import { z } from 'zod/mini';

const PROBE_SCENARIOS = ['ok', 'network', 'server', 'not-found', 'invalid-answer', 'hang', 'browser-abort'] as const;

/** How the scripted platform answers the probe call. */
export type ProbeScenario = (typeof PROBE_SCENARIOS)[number];

/** A call of our own, so the tests exercise the real base query without depending on another lib's endpoints. */
export const shellProbeCall = defineCall({
  name: 'shellProbe',
  method: 'GET',
  path: '/web-api/shell-probe',
  query: z.object({
    scenario: z.enum(PROBE_SCENARIOS),
    attempt: z.number(),
  }),
  response: z.object({ ok: z.literal(true) }),
  auth: 'none',
  origin: 'kickoff',
  doc: 'test-only probe of the notification layer',
} satisfies CallDefinition);

/** `attempt` keeps every request its own cache entry, so no request is skipped as already loaded. */
export type ProbeArg = z.input<typeof shellProbeCall.query>;

/** What the two stand-ins for another lib's `queryFn` are given: the value to fail with, and the attempt. */
interface Failing {
  value: unknown;
  attempt: number;
}

/**
 * The one API with test endpoints injected: `shellProbe` goes through the real HTTP layer; the other two stand
 * for another lib's `queryFn` rejecting with a value that is not an error, or throwing.
 */
export const probeApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    shellProbe: callEndpoint(build, shellProbeCall, { arg: 'query' }),
    shellProbeRejectsWith: localEndpoint(build, { run: ({ value }: Failing) => ({ error: value as PlatformError }) }),
    shellProbeThrows: localEndpoint(build, {
      run: ({ value }: Failing) => {
        throw value;
      },
    }),
  }),
});
