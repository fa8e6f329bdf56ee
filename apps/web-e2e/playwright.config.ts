import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../tools/browser/chromium.ts';

const workspaceRoot = join(import.meta.dirname, '..', '..');
const port = Number(process.env['E2E_PORT'] ?? 4300);
const baseURL = `http://localhost:${port}`;

/** E2E runs against the production build of apps/web (built by the e2e target's dependency). */
export default defineConfig({
  testDir: './src',
  outputDir: join(workspaceRoot, 'dist', '.playwright', 'apps', 'web-e2e', 'test-output'),
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node_modules/.bin/vite preview --config apps/web/vite.config.ts --port ${port} --strictPort`,
    cwd: workspaceRoot,
    url: baseURL,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
});
