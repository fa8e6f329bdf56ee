#!/usr/bin/env node
// `npm run visual:update`: rewrites every visual baseline, the stories' and the pages', from what this machine renders
// now. Review the changed PNGs (git diff --stat visual-baselines) before committing them.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, ensureFonts, log, run, workspaceRoot } from './workspace.mjs';

ensureDependencies();
ensureChromium();
ensureFonts();

const env = { NX_DAEMON: 'false', CI: '1', KICKOFF_QUIET_BUILD: '1', KICKOFF_VISUAL: 'on' };
const baselines = join(workspaceRoot, 'visual-baselines');
const timings = [];

// Emptied first, so a story or page that is gone leaves no baseline behind.
log('stories: every story in ru/light and en/dark, screenshots rewritten');
rmSync(join(baselines, 'stories'), { recursive: true, force: true });
timings.push(['stories', run('vitest', ['run', '--config', 'vitest.storybook.config.ts', '--update'], { env })]);

log('pages: home, line and the open slip on the production build, screenshots rewritten');
rmSync(join(baselines, 'pages'), { recursive: true, force: true });
timings.push([
  'pages',
  run(
    'nx',
    ['run', 'web-e2e:e2e', '--output-style=static', '--', '--project', 'visual', '--no-deps', '--update-snapshots=all'],
    { env },
  ),
]);

console.log('\n\x1b[1m\x1b[32m✔ visual baselines rewritten\x1b[0m (git status visual-baselines)');
for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
