import type { ChunkLoadRecoveryDeps } from '@kickoff/shell-routing';
import { browserStorage, systemClock } from '@kickoff/runtime';

/** SR-108, SR-109 with the real page: loads through `window.location`, the reload mark in session storage (it must outlive the reload). */
export function browserChunkRecovery(): ChunkLoadRecoveryDeps {
  return {
    page: {
      assign: (url) => window.location.assign(url),
      reload: () => window.location.reload(),
    },
    clock: systemClock,
    storage: browserStorage('session'),
  };
}
