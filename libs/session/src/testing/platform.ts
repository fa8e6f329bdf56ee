import { createPlatformMock } from '@kickoff/platform-mock';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The platform's real handlers at the network edge, one per spec file, reset after each test. */
export function setUpPlatform() {
  const mock = createPlatformMock();
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
  });
  afterAll(() => server.close());
  return { mock, server };
}
