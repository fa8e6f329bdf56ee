#!/usr/bin/env node
// A pull request runs the stories of the projects its change affects, in Nx's view (base…head as nrwl/nx-set-shas
// sets them); a change to the story tooling itself, which belongs to no project, runs them all.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = process.env.NX_BASE ?? 'origin/main';
const head = process.env.NX_HEAD ?? 'HEAD';
const storyTooling = [/^\.storybook\//, /^vitest\.storybook\.config\.ts$/, /^tools\/browser\//];

const output = (command, args) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

function affectedRoots() {
  const affected = new Set(
    JSON.parse(output('npx', ['nx', 'show', 'projects', '--affected', `--base=${base}`, `--head=${head}`, '--json'])),
  );
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-graph-'));
  try {
    output('npx', ['nx', 'graph', `--file=${join(dir, 'graph.json')}`]);
    const { graph } = JSON.parse(readFileSync(join(dir, 'graph.json'), 'utf8'));
    return Object.values(graph.nodes)
      .filter((node) => affected.has(node.name))
      .map((node) => node.data.root);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function storyFilters() {
  const changed = output('git', ['diff', '--name-only', `${base}...${head}`]).split('\n');
  if (changed.some((file) => storyTooling.some((pattern) => pattern.test(file)))) return [];
  const roots = affectedRoots().filter(
    (root) => output('git', ['ls-files', '--', `${root}/*.stories.tsx`]).trim() !== '',
  );
  return roots.length > 0 ? roots.map((root) => `${root}/`) : undefined;
}

const filters = storyFilters();
if (!filters) {
  console.log('No affected project has stories.');
  process.exit(0);
}
console.log(filters.length > 0 ? `Stories of: ${filters.join(' ')}` : 'Story tooling changed: every story.');
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.storybook.config.ts', ...filters], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
