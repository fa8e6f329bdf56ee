import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tools/browser/chromium.ts';

/**
 * Every story is a test in real Chromium: it renders, its play function passes, axe finds nothing —
 * once per language × theme a player can pick, so no story leans on Russian texts or light colours.
 * `STORY_LOCALES` / `STORY_THEMES` (comma-separated) narrow a local run, e.g. `STORY_LOCALES=en`.
 */
const pick = (variable: string | undefined, all: string[]) =>
  variable ? variable.split(',').filter((value) => all.includes(value)) : all;
const locales = pick(process.env['STORY_LOCALES'], ['ru', 'en']);
const themes = pick(process.env['STORY_THEMES'], ['light', 'dark']);

// A fresh object per project: Vitest names each project's instances in place.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
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
      'zod/mini',
      'msw',
    ],
  },
  test: {
    // One language at a time (`groupOrder`), its two themes side by side: four Chromiums at once on two cores make timings flaky.
    projects: locales.flatMap((locale, l) =>
      themes.map((theme) => ({
        extends: true,
        plugins: [
          storybookTest({ configDir: join(import.meta.dirname, '.storybook'), initialGlobals: { locale, theme } }),
        ],
        test: { name: `storybook:${locale}:${theme}`, browser: browser(), sequence: { groupOrder: l } },
      })),
    ),
  },
});
