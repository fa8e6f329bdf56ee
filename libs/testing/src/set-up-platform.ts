import { createPlatformMock, type PlatformMockOptions } from '@kickoff/platform-mock';
import { setupServer } from 'msw/node';

/** The test runner's hooks (Vitest's), passed in so the kit imports no runner. */
export interface TestHooks {
  beforeAll(run: () => void): void;
  afterEach(run: () => void): void;
  afterAll(run: () => void): void;
}

/**
 * The platform's real handlers at the network edge for a spec file: Node's fetch is answered by them (MSW), the
 * model is reset after each test. `import { afterAll, afterEach, beforeAll } from 'vitest'` and pass them in.
 */
export function setUpPlatform(hooks: TestHooks, options: PlatformMockOptions = {}) {
  const mock = createPlatformMock(options);
  const server = setupServer(...mock.handlers);
  hooks.beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  hooks.afterEach(() => {
    server.resetHandlers();
    mock.reset();
  });
  hooks.afterAll(() => server.close());
  return { mock, server };
}
