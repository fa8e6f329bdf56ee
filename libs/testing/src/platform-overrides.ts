import { createPlatformMock, type PlatformMock } from '@kickoff/platform-mock';
import type { RequestHandler } from 'msw';

/**
 * A platform whose chosen calls a test answers itself (a failure, an answer held back), ahead of the model's
 * handlers: `use` adds handlers at any time, as MSW's `server.use` does. Pass `mock` to `createTestStore`; its
 * clock, request log and state are the model's own.
 */
export function overridablePlatform(model: PlatformMock = createPlatformMock()) {
  const overrides: RequestHandler[] = [];
  const mock: PlatformMock = Object.create(model, { handlers: { get: () => [...overrides, ...model.handlers] } });
  return {
    mock,
    /** The newest handler first, as with MSW. */
    use: (...handlers: RequestHandler[]) => void overrides.unshift(...handlers),
  };
}
