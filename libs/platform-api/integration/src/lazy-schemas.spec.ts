import { areaSchemas, defineCall, executePlatformRequest, sessionCheck } from '@kickoff/platform-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { setUpPlatformEdge } from './harness';

const platform = setUpPlatformEdge();

/** An area of two calls whose schemas come from a loader the test controls, as a contract area's chunk would. */
function lazyArea(load: () => Promise<unknown>) {
  const schemas = areaSchemas(async () => {
    await load();
    const answer = { response: z.looseObject({ value: z.int() }), origin: 'kickoff', doc: 'a test call' } as const;
    return { first: answer, second: answer };
  });
  const call = (name: 'first' | 'second') =>
    defineCall({
      name,
      method: 'GET',
      path: `/web-api/test/${name}`,
      auth: 'none',
      timeoutMs: 200,
      schemas: schemas(name),
    });
  return { first: call('first'), second: call('second') };
}

function answering(value: unknown) {
  platform.server.use(
    http.get('*/web-api/test/first', () => HttpResponse.json({ value })),
    http.get('*/web-api/test/second', () => HttpResponse.json({ value })),
  );
}

describe('lazily loaded answer schemas', () => {
  it('a malformed answer to a call whose schemas load from their chunk is still refused as invalid-answer', async () => {
    expect('schemas' in sessionCheck).toBe(true);
    platform.server.use(http.get(`*${sessionCheck.path}`, () => HttpResponse.json({ userId: 'not-a-number' })));
    const outcome = await executePlatformRequest(platform.bareClient(), { call: sessionCheck });
    expect(outcome).toMatchObject({
      error: { kind: 'invalid-answer', status: 'INVALID_ANSWER', call: 'sessionCheck', issues: [{ path: 'userId' }] },
    });
  });

  it('a well-formed answer passes through the loaded schema', async () => {
    platform.server.use(http.get(`*${sessionCheck.path}`, () => HttpResponse.json({ userId: 1001 })));
    expect(await executePlatformRequest(platform.bareClient(), { call: sessionCheck })).toEqual({
      data: { userId: 1001 },
    });
  });

  it('two calls of one area answered at once load the area schemas once', async () => {
    const load = vi.fn(async () => undefined);
    const area = lazyArea(load);
    answering(7);
    const client = platform.bareClient();
    const [first, second] = await Promise.all([
      executePlatformRequest(client, { call: area.first }),
      executePlatformRequest(client, { call: area.second }),
    ]);
    expect(first).toEqual({ data: { value: 7 } });
    expect(second).toEqual({ data: { value: 7 } });
    expect(load).toHaveBeenCalledTimes(1);
    await executePlatformRequest(client, { call: area.first });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('[API-018] a schema chunk that fails to load fails the call as a network error, and the next call loads it again', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    const area = lazyArea(load);
    answering(7);
    const client = platform.bareClient();
    const failed = await executePlatformRequest(client, { call: area.first });
    expect(failed).toMatchObject({ error: { kind: 'network', status: 'NETWORK_ERROR', call: 'first' } });
    expect((failed as { error: { message: string } }).error.message).toContain(
      'Failed to fetch dynamically imported module',
    );
    expect(await executePlatformRequest(client, { call: area.first })).toEqual({ data: { value: 7 } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('[API-018] a schema chunk that never arrives gives up at the call timeout instead of hanging', async () => {
    const area = lazyArea(() => new Promise(() => undefined));
    answering(7);
    const outcome = await executePlatformRequest(platform.bareClient(), { call: area.first });
    expect(outcome).toMatchObject({ error: { kind: 'network', call: 'first', timedOutAfterMs: 200 } });
  });

  it('a malformed answer is refused even when its schemas arrive after the answer', async () => {
    let arrive = () => undefined as void;
    const area = lazyArea(() => new Promise<void>((resolve) => (arrive = resolve)));
    answering('seven');
    const pending = executePlatformRequest(platform.bareClient(), { call: area.first });
    await vi.waitFor(() => expect(platform.requestsTo('/web-api/test/first')).toHaveLength(1));
    arrive();
    expect(await pending).toMatchObject({
      error: { kind: 'invalid-answer', call: 'first', issues: [{ path: 'value' }] },
    });
  });
});
