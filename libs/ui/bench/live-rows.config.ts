import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chromiumBrowserMode } from '../../../tools/browser/browser-mode.ts';

const root = join(import.meta.dirname, '..');
const workspaceRoot = join(root, '..', '..');

/**
 * `nx bench ui`: a live list of event rows in Chromium (Vitest browser mode), React's Profiler counting each odds
 * button's renders and Chromium's long-task timing watching the page. A name of its own, so Nx does not take it for
 * the lib's `test` target.
 */
export default defineConfig({
  root,
  cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'libs', 'ui-bench'),
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: { fs: { allow: [workspaceRoot] } },
  // Pre-bundled up front: a mid-run re-optimisation reloads the page and breaks the run.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react-i18next',
      'i18next',
      '@testing-library/react',
    ],
  },
  test: {
    name: 'ui-live-rows-bench',
    root,
    include: ['bench/live-rows.browser.bench.tsx'],
    testTimeout: 60_000,
    browser: chromiumBrowserMode(),
  },
});
