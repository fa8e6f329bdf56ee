import { createPlatformClient } from '@kickoff/platform-api';
import { browserStorage, documentCookies, systemClock } from '@kickoff/runtime';

/** The site's platform client: same origin (the real platform or the emulator sits behind it), real browser adapters. */
export function createSitePlatformClient() {
  return createPlatformClient({
    origin: import.meta.env['VITE_PLATFORM_ORIGIN'] ?? '',
    appName: 'kickoff-web',
    clock: systemClock,
    cookies: documentCookies(),
    storage: browserStorage('local'),
    log: (message, detail) => console.warn(`[platform] ${message}`, detail),
  });
}
