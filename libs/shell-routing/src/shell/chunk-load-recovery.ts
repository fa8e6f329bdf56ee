import type { Clock, KeyValueStorage } from '@kickoff/runtime';

/** SR-109: outside a route change, at most one reload per this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
/** Session storage survives the reload itself, which is what the 60 s window must outlive. */
export const CHUNK_RELOAD_STORAGE_KEY = 'kickoff_chunk_reload_at';

const CHUNK_ERROR_MESSAGES = [
  'failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'importing a module script failed',
  'unable to preload css',
  'loading chunk',
  'loading css chunk',
];

/** A lazily loaded piece of the site could not be fetched: usually a deploy replaced the hashed files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  const message = error.message.toLowerCase();
  return CHUNK_ERROR_MESSAGES.some((known) => message.includes(known));
}

export interface PageLoader {
  /** A full page load of `url` (fresh HTML, fresh chunk names). */
  assign(url: string): void;
  reload(): void;
}

export interface ChunkLoadRecoveryDeps {
  page: PageLoader;
  clock: Clock;
  /** Session storage: per tab, survives reloads. */
  storage: KeyValueStorage;
}

export type ChunkLoadRecovery = 'full-load' | 'reload' | 'suppressed' | 'not-a-chunk-error';

/**
 * SR-108 / SR-109: a chunk that fails while navigating is recovered by loading the target page for real;
 * elsewhere the page reloads, but never twice within 60 s (a broken deploy must not become a reload loop).
 */
export function recoverFromChunkLoadError(
  error: unknown,
  context: { navigatingTo?: string },
  deps: ChunkLoadRecoveryDeps,
): ChunkLoadRecovery {
  if (!isChunkLoadError(error)) return 'not-a-chunk-error';
  if (context.navigatingTo !== undefined) {
    deps.page.assign(context.navigatingTo);
    return 'full-load';
  }
  const now = deps.clock.now();
  const last = Number(deps.storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS && last <= now) return 'suppressed';
  deps.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  deps.page.reload();
  return 'reload';
}
