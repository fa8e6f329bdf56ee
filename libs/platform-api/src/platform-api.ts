import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** Endpoints are injected by each lib (code splitting): this file stays free of feature knowledge. */
export const platformApi = createApi({
  reducerPath: 'platformApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: () => ({}),
});
