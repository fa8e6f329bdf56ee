import { browserStorage, type ScriptLoader, systemClock, systemTimers } from '@kickoff/runtime';
import { createFingerprintLoader } from '@kickoff/session';
import { FINGERPRINT_SCRIPT_PATH } from './platform';

/** The device fingerprint (SES-064 … SES-067): a chunk of its own, loaded by the start-up timer 8 s in. */
export function startDeviceFingerprint(scripts: ScriptLoader, log: (message: string, detail?: unknown) => void) {
  const loader = createFingerprintLoader({ scripts, scriptSrc: FINGERPRINT_SCRIPT_PATH, storage: browserStorage('local'), clock: systemClock, timers: systemTimers, log });
  return loader.loadFingerprint();
}
