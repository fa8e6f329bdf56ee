import { callEndpoint, platformApi, userConfig } from '@kickoff/platform-api';

export const userConfigApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // UC-008: the call carries no-cache; the answer is read from `result`. Kept in the slice, not the API cache.
    userConfigLoad: callEndpoint(build, userConfig, {
      keepUnusedDataFor: 0,
      transformResponse: (answer) => answer.result,
    }),
  }),
});
