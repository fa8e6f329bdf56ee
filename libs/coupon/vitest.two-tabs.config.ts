import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../tools/browser/chromium.ts';

const workspaceRoot = join(import.meta.dirname, '..', '..');

/**
 * `nx test-browser coupon`: the two-tab test in real Chromium, driven by Playwright from Node. Its own file
 * name, so Nx does not take it for the lib's `test` target.
 */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'libs', 'coupon-two-tabs'),
  resolve: { tsconfigPaths: true },
  test: {
    name: 'coupon-two-tabs',
    root: import.meta.dirname,
    environment: 'node',
    include: ['browser-test/two-tabs.spec.ts'],
    testTimeout: 30_000,
    provide: { chromiumPath, chromiumArgs },
  },
});
