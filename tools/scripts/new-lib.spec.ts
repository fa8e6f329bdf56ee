import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs script without types
import { createLib } from './new-lib.mjs';

const workspaceRoot = join(import.meta.dirname, '..', '..');
let root = '';

function fakeWorkspace() {
  root = mkdtempSync(join(tmpdir(), 'kickoff-new-lib-'));
  cpSync(join(workspaceRoot, 'tools', 'lib-template'), join(root, 'tools', 'lib-template'), { recursive: true });
  writeFileSync(
    join(root, 'tsconfig.base.json'),
    JSON.stringify({ compilerOptions: { paths: { '@kickoff/ui': ['./libs/ui/src/index.ts'] } } }),
  );
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('new-lib', () => {
  it('creates a tagged, publishable lib and registers its import path', () => {
    createLib({ root: fakeWorkspace(), name: 'user-config', type: 'feature', description: 'User configuration' });
    const project = JSON.parse(readFileSync(join(root, 'libs/user-config/project.json'), 'utf8'));
    expect(project).toMatchObject({ name: 'user-config', tags: ['type:feature', 'scope:shared'] });
    const pkg = JSON.parse(readFileSync(join(root, 'libs/user-config/package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: '@kickoff/user-config', description: 'User configuration', sideEffects: false });
    expect(pkg.peerDependencies).toEqual({});
    expect(readFileSync(join(root, 'libs/user-config/README.md'), 'utf8')).toContain('userConfigResources');
    expect(readFileSync(join(root, 'libs/user-config/vite.config.ts'), 'utf8')).toContain('libraryConfig');
    const paths = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
    expect(Object.keys(paths)).toEqual(['@kickoff/ui', '@kickoff/user-config']);
  });

  it('gives a util lib no React, Redux or i18next peers: lint declares what its src imports', () => {
    createLib({ root: fakeWorkspace(), name: 'money', type: 'util' });
    const pkg = JSON.parse(readFileSync(join(root, 'libs/money/package.json'), 'utf8'));
    expect(pkg.peerDependencies).toEqual({});
    expect(pkg.dependencies).toBeUndefined();
  });

  it('refuses a bad name, an unknown type and an existing lib', () => {
    fakeWorkspace();
    expect(() => createLib({ root, name: 'Coupon', type: 'feature' })).toThrow(/kebab-case/);
    expect(() => createLib({ root, name: 'coupon', type: 'widget' })).toThrow(/--type/);
    createLib({ root, name: 'coupon', type: 'feature' });
    expect(() => createLib({ root, name: 'coupon', type: 'feature' })).toThrow(/already exists/);
  });
});
