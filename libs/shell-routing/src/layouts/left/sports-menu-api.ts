import { type EndpointOutcome, type Sport, localEndpoint, platformApi } from '@kickoff/platform-api';

/**
 * The left column's sports: the line contract's sports with their game counts, per section (line, live). Part of the
 * first load: it reads what is cached and asks the platform through the shell's lazy answers (no schemas up front).
 */
export const sportsMenuApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    shellLineSports: localEndpoint(build, {
      run: async (
        args: { section: 'line' | 'live'; lng: string },
        api,
      ): Promise<EndpointOutcome<{ sports: Sport[] }>> =>
        (await import('../../answers/lazy-answers')).fetchSports(args, api.dispatch),
    }),
  }),
});

export const { useShellLineSportsQuery } = sportsMenuApi;
