import { createPlatformMock } from '@kickoff/platform-mock';
import { platformMockFetch } from './platform-mock-fetch';
import { createRegistrationTestStore, type RegistrationTestOptions } from './registration-test-store';


/** A registration store over a fresh platform mock for one story. */
export function createRegistrationStoryStore(options: Omit<RegistrationTestOptions, 'fetch'> = {}) {
  const mock = createPlatformMock();
  return { mock, ...createRegistrationTestStore(mock, { ...options, fetch: platformMockFetch(mock) }) };
}
