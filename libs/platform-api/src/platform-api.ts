import { createApi } from '@reduxjs/toolkit/query/react';
import { platformBaseQuery } from './http/platform-base-query';

/**
 * The one API of Kickoff. Endpoints are injected by each lib (`injectEndpoints`, `overrideExisting: 'throw'`,
 * names prefixed by the lib), so this file stays free of feature knowledge and features split into chunks.
 */
export const platformApi = createApi({
  reducerPath: 'platformApi',
  baseQuery: platformBaseQuery,
  endpoints: () => ({}),
});
