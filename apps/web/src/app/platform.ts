import { createPlatformClient, fingerprintScript, type PlatformEnvironment } from '@kickoff/platform-api';
import { browserStorage, documentCookies, systemClock } from '@kickoff/runtime';

/** The site's platform client: same origin (the real platform or the emulator sits behind it), real browser adapters. */
/** The platform's device-fingerprint script (SES-064), served beside its API (contract call `fingerprintScript`). */
export const FINGERPRINT_SCRIPT_PATH = fingerprintScript.path;

/** What the platform layer asks of the rest of the app: terms confirmation and captcha (filled in main.tsx). */
export type SitePlatformHooks = Pick<PlatformEnvironment, 'termsConfirmationEnabled' | 'onTermsConfirmationRequired' | 'solveCaptcha'>;

export function createSitePlatformClient(hooks: SitePlatformHooks = {}) {
  return createPlatformClient({
    ...hooks,
    origin: import.meta.env['VITE_PLATFORM_ORIGIN'] ?? '',
    appName: 'kickoff-web',
    clock: systemClock,
    cookies: documentCookies(),
    storage: browserStorage('local'),
    log: (message, detail) => console.warn(`[platform] ${message}`, detail),
  });
}
