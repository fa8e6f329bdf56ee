import { type CallDefinition, platformContract } from '@kickoff/platform-api';
import { describe, expect, it } from 'vitest';
import { createPlatformMock } from './create-platform-mock';
import { callsWithoutBehaviour } from './handlers/behaviours';
import { callSamples } from './testing/call-samples';
import { createTestClient } from './testing/test-client';

const calls = Object.values(platformContract) as CallDefinition[];

describe('contract: every call of platformContract has a handler answering on-contract', () => {
  it('the mock has a behaviour for every contract call', () => {
    expect(callsWithoutBehaviour(), 'calls without a behaviour in platform-mock').toEqual([]);
  });

  it('every contract call has a valid sample request in this test', () => {
    expect(calls.map((call) => call.name).filter((name) => !callSamples[name])).toEqual([]);
  });

  it.each(calls.map((call) => [call.name, call] as const))(
    '%s answers a valid request with its response schema',
    async (name, call) => {
      const sample = callSamples[name];
      if (!sample) return; // reported by the test above
      const mock = createPlatformMock();
      const client = createTestClient(mock);
      const options = await sample(client);
      const answer = await client.send(name as keyof typeof platformContract, options);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      expect(() => call.response.parse(answer.body)).not.toThrow();
    },
  );
});
