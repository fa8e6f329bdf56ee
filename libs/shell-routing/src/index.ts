// The public face of @kickoff/shell-routing: slice, endpoints, selectors, components, texts. Nothing else.
export * from './routes';
export * from './modals';
export * from './notifications';
export * from './router';
export * from './layouts';
export * from './widgets';
export { shellRoutingResources } from './i18n/resources';
export type { ShellTextKey } from './i18n/resources';
export { CHUNK_RELOAD_STORAGE_KEY, CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, recoverFromChunkLoadError } from './shell/chunk-load-recovery';
export type { ChunkLoadRecovery, ChunkLoadRecoveryDeps, PageLoader } from './shell/chunk-load-recovery';
export * from './games';
