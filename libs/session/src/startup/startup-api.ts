import { callEndpoint, platformApi, sessionLoad, userSecureData } from '@kickoff/platform-api';

export const startupApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-069: `GET /web-api/session`, no cache, an opaque text answer.
    sessionLoad: callEndpoint(build, sessionLoad),
    // SES-071: `ggru` and the grant the client writes to a cookie.
    sessionSecureData: callEndpoint(build, userSecureData, {
      transformResponse: (answer) => ({ ggru: answer.ggru, grant: answer.grant }),
    }),
  }),
});
