// README example of @kickoff/platform-api, type-checked by the consumer test.
import { platformApi, siteConfig } from '@kickoff/platform-api';

// A lib adds its calls to the one API; the base query sends a contract call with its timeout and headers.
export const rawConfigApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    rawSiteConfig: build.query<unknown, { lang: string }>({
      query: ({ lang }) => ({ call: siteConfig, query: { lang } }),
    }),
  }),
});
