// The public face of @kickoff/runtime: the adapters (the browser's, and the memory ones for tests, stories and
// the server) and what other libs build on. Tests import `src/...`.
export { manualActivity } from './activity';
export type { UserActivity } from './activity';
export { createBrowserAdapters, createMemoryAdapters } from './adapters';
export type { Adapters } from './adapters';
export { createServerAdapters } from './server-adapters';
export type { ServerAdapters, ServerRequestFacts } from './server-adapters';
export { createManualClock, systemClock } from './clock';
export type { Clock, ManualClock } from './clock';
export { documentCookies, memoryCookies, parseCookies } from './cookies';
export type { CookieJar } from './cookies';
export {
  EARLY_PRESSES_SCRIPT,
  PRESSES_HELD_ATTRIBUTE,
  pressAgain,
  takeEarlyPresses,
  takeHeldPresses,
} from './held-presses';
export { createMemoryLocks } from './locks';
export type { TabLocks } from './locks';
export { recordingLogger } from './logger';
export type { Logger } from './logger';
export { createManualTimers } from './manual-timers';
export type { ManualTimers } from './manual-timers';
export { memoryPage } from './page';
export type { Page, PageAddress } from './page';
export type { ScriptLoader } from './scripts';
export { browserStorage, memoryStorage, readJson, writeJson } from './storage';
export type { KeyValueStorage } from './storage';
export { createMemoryTabChannels } from './tab-channel';
export type { TabChannel } from './tab-channel';
export type { TaskYield } from './tasks';
export { sleep, systemTimers } from './timers';
export type { TimerHandle, Timers } from './timers';
export { manualVisibility } from './visibility';
export type { PageVisibility } from './visibility';
