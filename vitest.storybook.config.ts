import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tools/browser/chromium.ts';

/**
 * Every story is a test in real Chromium: it renders, its play function passes, axe finds nothing.
 *
 * Which language × theme pairs: a story's texts depend only on the language and its colours only on the theme, so
 * `npm test` runs each story twice, in ru/light and in en/dark: every play function meets both languages and axe both
 * themes (half the four pairs' time). `STORY_MATRIX=full` runs all four pairs: CI does, for every story on main and
 * for the affected projects' stories on a pull request. `STORY_LOCALES` / `STORY_THEMES` (comma-separated) narrow
 * either, e.g. `STORY_LOCALES=en` for a local run.
 */
const pick = (variable: string | undefined, all: string[]) =>
  variable ? variable.split(',').filter((value) => all.includes(value)) : all;
const locales = pick(process.env['STORY_LOCALES'], ['ru', 'en']);
const themes = pick(process.env['STORY_THEMES'], ['light', 'dark']);
const everyPair = process.env['STORY_MATRIX'] === 'full' || process.env['STORY_LOCALES'] || process.env['STORY_THEMES'];
const pairs = everyPair
  ? locales.flatMap((locale) => themes.map((theme) => ({ locale, theme })))
  : [
      { locale: 'ru', theme: 'light' },
      { locale: 'en', theme: 'dark' },
    ];

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
    // Two Chromiums at a time at most (one per core): four pairs run one language after the other (`groupOrder`), its
    // two themes side by side. Four at once on two cores make timings flaky.
    projects: pairs.map(({ locale, theme }) => ({
      extends: true,
      plugins: [
        storybookTest({ configDir: join(import.meta.dirname, '.storybook'), initialGlobals: { locale, theme } }),
      ],
      test: {
        name: `storybook:${locale}:${theme}`,
        browser: browser(),
        // One page for all of a project's files: each file no longer loads the preview, axe and React again (about
        // half of a file's time). A story builds its own site in its loader, so nothing it keeps outlives it.
        isolate: false,
        sequence: { groupOrder: pairs.length > 2 ? locales.indexOf(locale) : 0 },
      },
    })),
  },
});
