import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * Vitest browser mode in the machine's Chromium, as every lib's browser tests run it. A failure's screenshot
 * would land in the source tree; the assertion says enough.
 */
export function chromiumBrowserMode(commands?: Record<string, BrowserCommand<never[]>>) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
    ...(commands ? { commands } : {}),
  };
}
