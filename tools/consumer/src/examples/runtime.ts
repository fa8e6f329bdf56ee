// README example of @kickoff/runtime, type-checked by the consumer test.
import { createBrowserAdapters, createMemoryAdapters } from '@kickoff/runtime';

export function remindLater(window: Window) {
  const adapters = createBrowserAdapters(window); // the only door to timers, storage, cookies, the page
  adapters.timers.setTimeout(() => adapters.logger.info('a minute later'), 60_000);
}

export const memory = createMemoryAdapters(); // tests: time moves only when told
memory.advance(60_000);
