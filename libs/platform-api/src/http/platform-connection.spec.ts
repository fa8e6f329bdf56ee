import { memoryCookies, memoryStorage, systemClock } from '@kickoff/runtime';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { sessionCheck } from '../contract/user';
import { platformBaseQuery } from './platform-base-query';
import { platformConnection } from './platform-connection';

const env = {
  origin: 'https://kickoff.test',
  appName: 'kickoff-web',
  clock: systemClock,
  cookies: memoryCookies(systemClock),
  storage: memoryStorage(),
};
const queryApi = (platform: unknown) =>
  ({ extra: { platform }, signal: new AbortController().signal }) as unknown as BaseQueryApi;

describe('the platform client, loaded with the first call', () => {
  it('is one client however many calls ask for it at once', async () => {
    const connection = platformConnection(env);
    const [first, second] = await Promise.all([connection.connect(), connection.connect()]);
    expect(first).toBe(second);
    expect(first.env).toBe(env);
    expect(first.tokenCallName).toBe('getToken');
  });

  it('a client that cannot be loaded fails the call as the network does (retried, shown as an error), not as a crash', async () => {
    const offline = { env, connect: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) };
    const result = await platformBaseQuery({ call: sessionCheck }, queryApi(offline), {});
    expect(result).toEqual({
      error: {
        kind: 'network',
        status: 'NETWORK_ERROR',
        call: 'sessionCheck',
        message: expect.stringContaining('could not be loaded'),
      },
    });
  });
});
