import { callEndpoint, lineSports, platformApi } from '@kickoff/platform-api';

/** The left column's sports: the line contract's sports with their game counts, per section (line, live). */
export const sportsMenuApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    shellLineSports: callEndpoint(build, lineSports, { arg: 'query' }),
  }),
});

export const { useShellLineSportsQuery } = sportsMenuApi;
