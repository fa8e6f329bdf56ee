// README example of @kickoff/platform-api, type-checked by the consumer test.
import { callEndpoint, platformApi, siteConfig } from '@kickoff/platform-api';

// A lib adds its calls to the one API; the base query sends a contract call with its timeout and headers.
// The argument ({ lang }) and the answer (the site config's languages) are typed by the call's schemas.
export const siteLanguagesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    siteLanguages: callEndpoint(build, siteConfig, {
      arg: 'query',
      transformResponse: (config) => config.languages.map((language) => language.code),
    }),
  }),
});
