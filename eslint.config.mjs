import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Module boundaries (ARCHITECTURE.md): apps compose anything; a feature uses features, data-access,
 * ui and util; data-access uses data-access and util; ui uses ui and util; util only util.
 * The `testing` type (platform-mock) is for apps, tests and stories only.
 */
export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:app', 'type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:testing'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:app', 'type:data-access', 'type:util', 'type:testing'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:testing'] },
];

/** Tests and stories may also use the platform mock (ARCHITECTURE.md: imported only by the emulator, tests and stories). */
const testDepConstraints = depConstraints.map((constraint) => ({
  ...constraint,
  onlyDependOnLibsWithTags: [...new Set([...constraint.onlyDependOnLibsWithTags, 'type:testing'])],
}));
const testFiles = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.stories.tsx', '**/test-setup.ts', '**/testing/**/*.ts', '**/testing/**/*.tsx'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/coverage', '**/test-results', '**/playwright-report', '**/vite.config.*.timestamp*', '**/mockServiceWorker.js'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    // Build and test configs may use the workspace's shared tooling in tools/.
    ignores: ['**/*.config.ts', '**/*.config.mjs', ...testFiles],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: true, allow: [], depConstraints }],
    },
  },
  {
    files: testFiles,
    // Build and test configs (libs/testing/vite.config.ts sits in a `testing` folder) may use tools/ like any other.
    ignores: ['**/*.config.ts', '**/*.config.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: true, allow: [], depConstraints: testDepConstraints }],
      // A test that finds nothing fails on the next line anyway; `!` keeps assertions readable.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
