import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { PlatformClient } from './platform-client';
import { clientOf, type PlatformSource } from './platform-connection';
import type { PlatformError } from './platform-error';
import type { PlatformRequest } from './send';

/** What the store's thunk extra argument carries so the base query finds the client. */
export interface PlatformExtra {
  platform: PlatformSource;
}

/**
 * The base query of the one `createApi`: the client comes from the store's thunk extra argument; the exchange
 * (`executePlatformRequest` and what it uses) is loaded with the first call. A chunk that cannot be loaded fails the
 * call as the network does (retried, shown as an error), never as a crash.
 */
export type PlatformBaseQuery = BaseQueryFn<PlatformRequest, unknown, PlatformError>;

export const platformBaseQuery: PlatformBaseQuery = async (request, api) => {
  const source = (api.extra as Partial<PlatformExtra> | undefined)?.platform;
  if (!source) {
    throw new Error(
      'platform-api: no platform client; configure the store with thunk extraArgument { platform: platformConnection(env) }',
    );
  }
  let loaded: [typeof import('./base-query'), PlatformClient];
  try {
    loaded = await Promise.all([import('./base-query'), clientOf(source)]);
  } catch (error) {
    return {
      error: {
        kind: 'network',
        status: 'NETWORK_ERROR',
        call: request.call.name,
        message: `the platform client could not be loaded (${error instanceof Error ? error.message : String(error)})`,
      },
    };
  }
  const [{ executePlatformRequest }, client] = loaded;
  return executePlatformRequest(client, request, api.signal);
};
