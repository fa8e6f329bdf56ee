import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tools/browser/chromium.ts';

/**
 * Every story is a test in real Chromium: it renders, its play function passes, axe finds nothing.
 *
 * Which language × theme pairs: a story's texts depend only on the language and its colours only on the theme, so
 * `npm test` runs each story twice, in ru/light and in en/dark: every play function meets both languages and axe both
 * themes (half the four pairs' time). `STORY_MATRIX=full` runs all four pairs: CI does, for every story on main and
 * for the affected projects' stories on a pull request. `STORY_LOCALES` / `STORY_THEMES` (comma-separated) narrow
 * either, e.g. `STORY_LOCALES=en` for a local run.
 *
 * Visual baselines: in the two pairs `npm test` runs, each story's screenshot is compared with
 * `visual-baselines/stories/<language>-<theme>/<story id>.png` (.storybook/visual/baseline.ts); the other two pairs only run
 * the stories. `npm run visual:update` rewrites the baselines. The comparison runs only when asked (`KICKOFF_VISUAL=on`):
 * a fresh clone's cold run differed from baselines written in a warm tree in 77 stories (about 300 pixels each), so
 * until two fresh clones agree pixel for pixel it is not a step of `npm test` (CI has Chromatic).
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

const workspaceRoot = import.meta.dirname;
/** The pairs whose stories are compared with their baselines: `npm test`'s two. */
const visualPairs = process.env['KICKOFF_VISUAL'] === 'on' ? ['ru:light', 'en:dark'] : [];
/** pixelmatch's colour threshold (its default) and the share of pixels that may differ beyond it. */
const VISUAL_TOLERANCE = { threshold: 0.1, allowedMismatchedPixelRatio: 0 };

// A fresh object per project: Vitest names each project's instances in place.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions(),
    // Room for the largest story viewport (1200 × 900): a smaller page scales the test frame down, and every
    // screenshot with it.
    contextOptions: { viewport: { width: 1920, height: 1080 } },
  }),
  instances: [{ browser: 'chromium' as const }],
  // Writes the new or differing screenshots (Storybook's plugin turns writing off unless asked).
  api: { allowWrite: true },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: VISUAL_TOLERANCE,
      // Two like screenshots in a row make a stable one; a busy 2-core machine takes a while for a 1200 × 900 one.
      timeout: 10_000,
      resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
        join(workspaceRoot, 'visual-baselines', 'stories', `${arg}${ext}`),
      resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) =>
        join(workspaceRoot, 'dist', 'visual-diffs', 'stories', `${arg}${ext}`),
    },
  },
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
        setupFiles: '.storybook/visual/setup.ts',
        api: { allowWrite: true },
        provide: { visualPair: visualPairs.includes(`${locale}:${theme}`) ? `${locale}:${theme}` : null, visualPairs },
        // A story's play function, axe and its screenshot on a machine shared by several.
        testTimeout: 30_000,
        sequence: { groupOrder: pairs.length > 2 ? locales.indexOf(locale) : 0 },
      },
    })),
  },
});
