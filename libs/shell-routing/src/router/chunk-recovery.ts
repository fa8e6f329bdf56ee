import {
  type ChunkLoadRecovery,
  type ChunkLoadRecoveryDeps,
  recoverFromChunkLoadError,
} from '../shell/chunk-load-recovery';

export interface ChunkRecovery {
  /** SR-108 with `navigatingTo`, else SR-109. The same error asked twice gets the first answer. */
  recover(error: unknown, context?: { navigatingTo?: string }): ChunkLoadRecovery;
}

/**
 * One failure can reach several listeners (the loader, the route error element, `unhandledrejection`) and
 * StrictMode runs effects twice: remembering the answer per error keeps it to one reload.
 */
export function createChunkRecovery(deps: ChunkLoadRecoveryDeps): ChunkRecovery {
  const answered = new WeakMap<object, ChunkLoadRecovery>();
  return {
    recover(error, context = {}) {
      const key = typeof error === 'object' && error !== null ? error : undefined;
      const known = key && answered.get(key);
      if (known) return known;
      const outcome = recoverFromChunkLoadError(error, context, deps);
      if (key) answered.set(key, outcome);
      return outcome;
    },
  };
}

/** Window-level failures outside any navigation: a lazy import nobody awaited, a module script that failed. */
export function listenForChunkErrors(target: Window, recovery: ChunkRecovery): () => void {
  const onError = (event: ErrorEvent) => void recovery.recover(event.error);
  const onRejection = (event: PromiseRejectionEvent) => void recovery.recover(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
