import { platformApi, sessionLoad, userSecureData } from '@kickoff/platform-api';

export interface SecureData {
  ggru: string;
  grant: string;
}

export const startupApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // SES-069: `GET /web-api/session`, no cache, an opaque text answer.
    sessionLoad: build.query<string, void>({
      query: () => ({ call: sessionLoad }),
    }),
    // SES-071: `ggru` and the grant the client writes to a cookie.
    sessionSecureData: build.query<SecureData, void>({
      query: () => ({ call: userSecureData }),
      transformResponse: (answer: SecureData) => ({ ggru: answer.ggru, grant: answer.grant }),
    }),
  }),
});
