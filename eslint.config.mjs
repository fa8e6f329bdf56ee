import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The feature libs, by their `type:feature` tag: a new one is covered by the apps' rule below without editing it. */
const libsDir = join(import.meta.dirname, 'libs');
export const featureLibs = readdirSync(libsDir)
  .filter((name) => existsSync(join(libsDir, name, 'project.json')))
  .filter((name) =>
    JSON.parse(readFileSync(join(libsDir, name, 'project.json'), 'utf8')).tags?.includes('type:feature'),
  )
  .map((name) => `@kickoff/${name}`);

/**
 * What an app may take from the libs (README "What an app may import"): apps are the composition root, a list of
 * features and the site's environment. They never render a feature's component (its pages and slot parts come with
 * its module) nor name an endpoint (what the server hands over, answers and prepares comes with the module's
 * `server`). Tests of the apps alike: a lib's behaviour is tested in the lib. Type imports stay allowed.
 */
const appImportRules = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: featureLibs.flatMap((lib) => [lib, `${lib}/*`]),
          // PascalCase (a component, a provider): constants in capitals (`RETURN_TO`) and functions are allowed.
          importNamePattern: '^[A-Z](?![A-Z0-9_]*$)',
          allowTypeImports: true,
          message:
            'An app does not render a feature\'s component: the feature\'s module brings it (routes, slots). README "What an app may import".',
        },
        {
          group: ['@kickoff/*', '@kickoff/*/*'],
          importNamePattern: 'Api$',
          allowTypeImports: true,
          message:
            'An app does not name an endpoint: the feature\'s module brings what the server and the browser need of it (server). README "What an app may import".',
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "MemberExpression[property.name='endpoints']",
      message: 'An app does not name an endpoint: the feature that owns it brings what the site needs of it.',
    },
    {
      selector: 'ImportExpression[source.value=/^@kickoff\\//]',
      message: 'An app imports libs statically: what a feature loads later, its module loads itself.',
    },
  ],
};

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
    files: [
      'apps/web/src/**/*.ts',
      'apps/web/src/**/*.tsx',
      'apps/web-server/src/**/*.ts',
      'apps/web-server/src/**/*.tsx',
    ],
    rules: appImportRules,
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
