import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import * as jsoncParser from 'jsonc-eslint-parser';

/**
 * Module boundaries (README "Layers"): apps compose anything; a feature uses data-access (the contract lib
 * `@kickoff/contracts` among them), ui and util, never another feature: what features offer each other are the
 * contract's events and ports. Data-access uses data-access and util; ui uses ui and util; util only util.
 * The `testing` type (platform-mock, the test kit) is for apps, tests and stories only.
 */
export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:app', 'type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:testing'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:app', 'type:data-access', 'type:util', 'type:testing'] },
  // One rule for links between features: `type:feature` may not depend on `type:feature`.
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:testing'] },
];

/**
 * Libs whose office page, header part or bet slip is a second entry (`@kickoff/accounts/office`, `@kickoff/coupon/slip`)
 * loaded lazily while the site imports the main entry statically: the lazy import is of another module of the lib, not
 * the same code twice.
 */
const checkDynamicDependenciesExceptions = [
  '@kickoff/accounts',
  '@kickoff/user-config',
  '@kickoff/coupon',
  '@kickoff/store',
];

/**
 * Tests and stories may also use the platform mock and the test kit (README "Layers"). A feature's tests and stories
 * may install other features' modules to build the site they run in (the session under the coupon's placement): the
 * site a player meets. They import only public faces, and a cycle between two features' tests is still an error.
 */
const testDepConstraints = depConstraints.map((constraint) => ({
  ...constraint,
  onlyDependOnLibsWithTags: [
    ...new Set([
      ...constraint.onlyDependOnLibsWithTags,
      'type:testing',
      ...(constraint.sourceTag === 'type:feature' ? ['type:feature'] : []),
    ]),
  ],
}));
const testFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.stories.tsx',
  '**/test-setup.ts',
  '**/testing/**/*.ts',
  '**/testing/**/*.tsx',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    // tools/consumer is an app outside the workspace: its imports resolve only in the consumer test's install.
    ignores: [
      'tools/consumer/**',
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
      '**/mockServiceWorker.js',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    // Build and test configs may use the workspace's shared tooling in tools/.
    ignores: ['**/*.config.ts', '**/*.config.mjs', ...testFiles],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: true, allow: [], depConstraints, checkDynamicDependenciesExceptions },
      ],
    },
  },
  {
    files: testFiles,
    // Build and test configs (libs/testing/vite.config.ts sits in a `testing` folder) may use tools/ like any other.
    ignores: ['**/*.config.ts', '**/*.config.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: testDepConstraints,
          checkDynamicDependenciesExceptions,
        },
      ],
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
      // One classic `zod` import would put ~16 kB gzip back on every page (the home budget was paid with zod/mini).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import from 'zod/mini': the site's budget is paid with it." }] },
      ],
    },
  },
  {
    // A lib's package.json is what a consumer installs: it declares every package its built code imports and nothing
    // else (tests, stories and test harnesses are not shipped, so what only they import is not declared).
    files: ['libs/*/package.json'],
    languageOptions: { parser: jsoncParser },
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          buildTargets: ['build'],
          // Only src/ is built; beside it sit configs, browser tests, integration tests and benches.
          ignoredFiles: [
            '{projectRoot}/*.ts',
            '{projectRoot}/!(src)/**',
            '{projectRoot}/src/**/testing/**',
            '{projectRoot}/src/**/*.@(spec|test|stories).@(ts|tsx)',
          ],
          // JSX compiles to react/jsx-runtime, which Nx's import graph does not see: the consumer test checks react
          // against the built files instead (tools/scripts/consumer-test.mjs).
          ignoredDependencies: ['react'],
          checkVersionMismatches: true,
          includeTransitiveDependencies: false,
        },
      ],
    },
  },
];
