import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../../tools/browser/chromium.ts';

const workspaceRoot = join(import.meta.dirname, '..', '..');
const port = Number(process.env['E2E_PORT'] ?? 4300);
const baseURL = `http://localhost:${port}`;
/**
 * Pages compared with their baselines (visual.spec.ts): after everyone else, who may move odds meanwhile. Only when
 * asked (`KICKOFF_VISUAL=on`, as `npm run visual:update` does): the emulator follows the wall clock, so live minutes,
 * scores, odds and which games are live differ between two runs, and a page comparison in `npm test` would be flaky
 * until the emulator can hold its clock still for them. Stories run on the mock's still clock and are compared always.
 */
const VISUAL = /visual\.spec\.ts$/;
const visualOn = process.env['KICKOFF_VISUAL'] === 'on';

/**
 * E2E runs against the production build as production serves it (all built by the e2e target's dependencies):
 * the web server (server rendering, precompressed assets, CSP) in front of the platform emulator, one origin,
 * the emulator's control API passed through (tools/scripts/serve-site.mjs, the same pair `npm start` runs).
 */
export default defineConfig({
  testDir: './src',
  outputDir: join(workspaceRoot, 'dist', '.playwright', 'apps', 'web-e2e', 'test-output'),
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  // A signed-in page asks the platform several things in a row (session, token, terms) before it moves on: on a
  // busy 2-core CI machine with two browsers that can take longer than the default 5 s.
  expect: {
    timeout: 10_000,
    // A page's screenshot against its baseline (visual-baselines/pages): pixelmatch's colour threshold, no pixel more.
    toHaveScreenshot: { threshold: 0.1, maxDiffPixelRatio: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'node_modules/.bin/node tools/scripts/serve-site.mjs',
    cwd: workspaceRoot,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    // The script stops the web server, then the emulator; without this Playwright SIGKILLs it and both are orphaned.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
  projects: [
    // The emulator's state is one per server: its tests patch and reset it, so they run on their own, first.
    {
      name: 'emulator',
      testMatch: /platform-emulator\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Moves the emulator's clock: after the emulator's own tests, before everyone else.
    {
      name: 'emulator-clock',
      testMatch: /session-clock\.spec\.ts$/,
      dependencies: ['emulator'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'desktop',
      testIgnore: [/(platform-emulator|session-clock)\.spec\.ts$/, VISUAL],
      dependencies: ['emulator-clock'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'mobile',
      testIgnore: [/(platform-emulator|session-clock)\.spec\.ts$/, VISUAL],
      dependencies: ['emulator-clock'],
      use: { ...devices['Pixel 7'], channel: undefined },
    },
    // Sizes and themes are the spec's own; `npm run visual:update` runs this project alone (--no-deps).
    ...(visualOn
      ? [
          {
            name: 'visual',
            testMatch: VISUAL,
            dependencies: ['desktop', 'mobile'],
            snapshotPathTemplate: join(workspaceRoot, 'visual-baselines', 'pages', '{arg}{ext}'),
          },
        ]
      : []),
  ],
});
