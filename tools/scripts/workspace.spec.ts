import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs script without types
import { repoNode } from './workspace.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the Node the servers run on', () => {
  it('is the repo’s own once `npm ci` has installed it, even though the script was loaded before', () => {
    root = mkdtempSync(join(tmpdir(), 'kickoff-workspace-'));
    // A fresh clone: the script is loaded, nothing is installed yet; the Node running it is all there is.
    expect(repoNode(root)).toBe(process.execPath);
    // What `npm ci` then installs (the `node` devDependency's binary).
    const installed = join(root, 'node_modules', '.bin', 'node');
    mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(installed, '#!/bin/sh\n');
    chmodSync(installed, 0o755);
    expect(repoNode(root)).toBe(installed);
  });

  it('is the installed one in this workspace (Node 24, not the machine’s)', () => {
    expect(repoNode()).toMatch(/node_modules[/\\]\.bin[/\\]node$/);
  });
});
