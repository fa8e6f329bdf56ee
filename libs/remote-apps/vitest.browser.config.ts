import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chromiumBrowserMode } from '../../tools/browser/browser-mode.ts';
import { requestWatch } from './browser-test/request-watch.ts';

const workspaceRoot = join(import.meta.dirname, '..', '..');

/**
 * `nx test-browser remote-apps`: the sanitiser against a real DOM in Chromium (Vitest browser mode), where
 * handlers fire, animations run and resources are fetched. Its own file name, so Nx does not take it for the
 * lib's `test` target.
 */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'libs', 'remote-apps-browser'),
  resolve: { tsconfigPaths: true },
  server: { fs: { allow: [workspaceRoot] } },
  // Pre-bundled up front: a mid-run re-optimisation reloads the page and breaks the run.
  optimizeDeps: { include: ['dompurify'] },
  test: {
    name: 'remote-apps-browser',
    root: import.meta.dirname,
    include: ['browser-test/**/*.spec.ts'],
    testTimeout: 30_000,
    browser: chromiumBrowserMode(requestWatch),
  },
});
