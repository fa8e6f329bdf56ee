import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../tools/browser/chromium.ts';

const workspaceRoot = join(import.meta.dirname, '..', '..');
const port = Number(process.env['E2E_PORT'] ?? 4300);
const baseURL = `http://localhost:${port}`;

/**
 * E2E runs against the production build of apps/web served by the platform emulator (both built by the
 * e2e target's dependencies): the site and the platform on one origin, with the control API on.
 */
export default defineConfig({
  testDir: './src',
  outputDir: join(workspaceRoot, 'dist', '.playwright', 'apps', 'web-e2e', 'test-output'),
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  // A signed-in page asks the platform several things in a row (session, token, terms) before it moves on: on a
  // busy 2-core CI machine with two browsers that can take longer than the default 5 s.
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node_modules/.bin/node dist/apps/platform-emulator/main.js --control',
    cwd: workspaceRoot,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: baseURL,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
  projects: [
    // The emulator's state is one per server: its tests patch and reset it, so they run on their own, first.
    { name: 'emulator', testMatch: /platform-emulator\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Moves the emulator's clock: after the emulator's own tests, before everyone else.
    { name: 'emulator-clock', testMatch: /session-clock\.spec\.ts$/, dependencies: ['emulator'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'desktop', testIgnore: /(platform-emulator|session-clock)\.spec\.ts$/, dependencies: ['emulator-clock'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', testIgnore: /(platform-emulator|session-clock)\.spec\.ts$/, dependencies: ['emulator-clock'], use: { ...devices['Pixel 7'], channel: undefined } },
  ],
});
