import type { Clock, KeyValueStorage, ScriptLoader, Timers } from '@kickoff/runtime';

/** apps/web passes runtime's `documentScriptLoader()`; tests a loader that "runs" a script by defining the global. */
export type { ScriptLoader };

export interface FingerprintPorts {
  scripts: ScriptLoader;
  /** The external path of the fingerprint script (SES-064), e.g. from site config. */
  scriptSrc: string;
  /** Local storage, the same one the platform client's `PlatformEnvironment.storage` is (SES-065). */
  storage: KeyValueStorage;
  clock: Clock;
  /** Runs the time limit of the script's answer. */
  timers: Timers;
  /** SES-067: every failure is logged here. */
  log?: (message: string, detail?: unknown) => void;
}
