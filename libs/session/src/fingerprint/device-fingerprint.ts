import { fingerprintScript } from '@kickoff/platform-api';
import type { FeatureContext } from '@kickoff/store';
import { createFingerprintLoader } from './fingerprint-loader';

/**
 * The device fingerprint (SES-064 … SES-067): it rides in the start-up chunk and runs on the start-up timer 8 s in.
 * The script is served beside the platform's API (contract call `fingerprintScript`).
 */
export function startDeviceFingerprint(
  { adapters, site }: Pick<FeatureContext, 'adapters' | 'site'>,
  log: (message: string, detail?: unknown) => void,
) {
  const loader = createFingerprintLoader({
    scripts: adapters.scripts,
    scriptSrc: `${site.platformOrigin}${fingerprintScript.path}`,
    scriptErrors: adapters.page.document()?.defaultView ?? undefined,
    storage: adapters.localStorage,
    clock: adapters.clock,
    timers: adapters.timers,
    log,
  });
  return loader.loadFingerprint();
}
