import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chromiumBrowserMode } from '../../tools/browser/browser-mode.ts';

const workspaceRoot = join(import.meta.dirname, '..', '..');

/**
 * `nx test-browser coupon` (beside the two-tab test): the saved coupon against Chromium's own localStorage, filled
 * until it refuses (Vitest browser mode). Its own file name, so Nx does not take it for the lib's `test` target.
 */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'libs', 'coupon-browser'),
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
      'react-redux',
      'react-i18next',
      'i18next',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query/react',
      'redux-persist',
      'zod/mini',
      'msw',
      '@testing-library/react',
    ],
  },
  test: {
    name: 'coupon-browser',
    root: import.meta.dirname,
    include: ['browser-test/**/*.browser.spec.tsx'],
    testTimeout: 30_000,
    browser: chromiumBrowserMode(),
  },
});
