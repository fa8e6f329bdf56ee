import { createHandlers } from './handlers/create-handlers';
import { createDemoUsers } from './model/demo-users';
import { createRequestLog } from './handlers/request-log';
import { createModelClock } from './model/model-clock';
import { createPlatformModel } from './model/platform-model';
import type { PlatformMock, PlatformMockOptions } from './platform-mock.types';

/** 2026-06-01T12:00:00Z: a fixed start so every run sees the same "now". */
export const DEFAULT_START_TIME = Date.UTC(2026, 5, 1, 12, 0, 0);
export const DEFAULT_SEED = 1;

export function createPlatformMock(options: PlatformMockOptions = {}): PlatformMock {
  const seed = options.seed ?? DEFAULT_SEED;
  const startTime = options.startTime ?? options.wallClock?.now() ?? DEFAULT_START_TIME;
  const clock = createModelClock(startTime, options.wallClock);
  const model = createPlatformModel({ seed, clock });
  const log = createRequestLog();
  const handlers = createHandlers({ model: model.context, log, baseUrl: options.baseUrl ?? '*' });
  return {
    handlers,
    clock,
    demoUsers: createDemoUsers(startTime).map(({ login, password, scenario }) => ({ login, password, scenario })),
    reset() {
      model.reset();
      log.clear();
    },
    advanceClock: (ms) => clock.advance(ms),
    patchState: (patch) => model.patchState(patch),
    snapshot: () => model.snapshot(),
    requests: (callName) => log.requests(callName),
    clearRequests: () => log.clear(),
  };
}
