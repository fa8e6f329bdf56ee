#!/usr/bin/env node
// `npm run req-coverage [-- --missing | --group ID | --json]`: the catalogue and its tool live beside the repo, in
// ../shared (the spec is not part of the product), so a plain clone gets one sentence instead of a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './workspace.mjs';

const shared = join(workspaceRoot, '..', 'shared');
const tool = join(shared, 'tools', 'req-coverage.mjs');
const catalogue = join(shared, 'spec', 'requirements.md');

if (![catalogue, tool].every((path) => existsSync(path))) {
  console.error(
    `req-coverage: expects the requirement catalogue at ${catalogue} and its tool at ${tool} (../shared beside the repo).`,
  );
  process.exit(2);
}
const result = spawnSync(process.execPath, [tool, ...process.argv.slice(2)], { cwd: workspaceRoot, stdio: 'inherit' });
process.exit(result.status ?? 1);
