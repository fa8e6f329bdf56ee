import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tools/browser/chromium.ts';

/** Every story is a test in real Chromium: it renders, its play function passes, axe finds nothing. */
export default defineConfig({
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  resolve: { tsconfigPaths: true },
  optimizeDeps: {
    // Pre-bundled up front: a mid-run re-optimisation reloads the page and breaks the run.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@storybook/react-vite',
      '@storybook/addon-a11y/preview',
      'storybook/test',
      'i18next',
      'react-i18next',
      'react-redux',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query/react',
      'react-router-dom',
      'redux-persist',
      'zod',
      'msw',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
