// Plain JavaScript: `npm test` asks it on the machine's own Node before the repo's Node 24 runs, and the
// Playwright/Vitest configs ask it through chromium.ts. The machine decides, never the CI workflow.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const debianChromium = '/usr/bin/chromium';

/** Playwright's own build (`npx playwright install chromium`, as on GitHub's runners) when it is on disk. */
export function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    // playwright not installed yet (before `npm ci`) or no build for this platform
    return undefined;
  }
}

/**
 * CHROMIUM_PATH when set; else Playwright's own build, the one its protocol is made for (machines with internet);
 * else Debian's package (machines without internet, where Playwright cannot download). Undefined when none is there.
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  const own = playwrightChromium();
  if (own) return { path: own, source: 'Playwright' };
  if (existsSync(debianChromium)) return { path: debianChromium, source: 'Debian package' };
  return undefined;
}

/** Only on Debian itself is `apt-get install chromium` a browser; on Ubuntu it is a snap stub. */
export function isDebian() {
  try {
    return /^ID="?debian"?$/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}
