import { platformApi, userConfig, type UserConfig } from '@kickoff/platform-api';

export const userConfigApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // UC-008: the call carries no-cache; the answer is read from `result`. Kept in the slice, not the API cache.
    userConfigLoad: build.query<UserConfig, void>({
      query: () => ({ call: userConfig }),
      keepUnusedDataFor: 0,
      transformResponse: (answer: { result: UserConfig }) => answer.result,
    }),
  }),
});
