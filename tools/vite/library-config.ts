import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import type { Plugin } from 'vite';
import type { ViteUserConfig as UserConfig } from 'vitest/config';

/**
 * Every publishable Kickoff lib builds the same way: ESM + .d.ts in dist/libs/<name>, with its
 * package.json (paths rewritten for the dist layout). One definition here keeps the libs alike.
 */
export interface LibraryOptions {
  /** the lib's folder (pass `import.meta.dirname`) */
  root: string;
  /** vitest environment; jsdom by default because most libs render React */
  environment?: 'jsdom' | 'node';
  /** extra setup files beside the shared one */
  setupFiles?: string[];
}

const workspaceRoot = join(import.meta.dirname, '..', '..');

/**
 * Entries a lib may have beside `src/index.ts`, each its own subpath (`@kickoff/accounts/office`): pages, header parts,
 * the bet slip and the page head's machinery, which the site loads lazily, apart from the lib's main entry.
 */
const SECONDARY_ENTRIES = ['office', 'header', 'slip', 'head'];

function entriesOf(root: string): Record<string, string> {
  const secondary = SECONDARY_ENTRIES.flatMap((name) =>
    ['ts', 'tsx']
      .filter((ext) => existsSync(join(root, 'src', `${name}.${ext}`)))
      .map((ext) => [name, `src/${name}.${ext}`] as const),
  );
  return { index: 'src/index.ts', ...Object.fromEntries(secondary) };
}

/**
 * Every package import stays an import: what a lib uses it declares in its package.json (lint checks that) and the
 * consumer installs once, so two libs never carry two copies of React, the store or i18next.
 */
const external = (id: string) => /^(@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(\/|$)/.test(id) && !id.startsWith('\0');

/** Packages go to the company registry only: nobody holds the @kickoff scope on the public one (README "Install"). */
export const privateRegistry = 'https://npm.kickoff.internal/';

/** What a tarball carries: the bundle and its maps, the CSS, the declarations, the docs. package.json always goes. */
const packageFiles = ['*.js', '*.js.map', '*.css', '**/*.d.ts', 'README.md', 'CHANGELOG.md'];

/**
 * The published package.json is the lib's own (its dependencies are kept true by `@nx/dependency-checks` in lint)
 * with the entry points, CSS side effects, files and registry of the dist layout.
 */
function publishPackageJson(root: string, outDir: string, entries: readonly string[]): Plugin {
  return {
    name: 'kickoff:publish-package-json',
    apply: 'build',
    closeBundle() {
      const {
        nx: _nx,
        main: _main,
        types: _types,
        ...pkg
      } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
      mkdirSync(outDir, { recursive: true });
      const styles = readdirSync(outDir).filter((file) => file.endsWith('.css'));
      const published = {
        ...pkg,
        main: './index.js',
        module: './index.js',
        types: './index.d.ts',
        exports: {
          '.': { types: './index.d.ts', import: './index.js' },
          ...Object.fromEntries(
            entries
              .filter((name) => name !== 'index')
              .map((name) => [`./${name}`, { types: `./${name}.d.ts`, import: `./${name}.js` }]),
          ),
          ...(styles.includes('index.css') ? { './styles.css': './index.css' } : {}),
          './package.json': './package.json',
        },
        // A bundler may drop a module without side effects; an imported stylesheet is nothing but a side effect.
        sideEffects: styles.length > 0 ? styles.map((file) => `./${file}`) : false,
        files: packageFiles,
        publishConfig: { registry: privateRegistry, access: 'restricted' },
      };
      writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
      for (const doc of ['README.md', 'CHANGELOG.md']) {
        if (existsSync(join(root, doc))) copyFileSync(join(root, doc), join(outDir, doc));
      }
    },
  };
}

export function libraryConfig({ root, environment = 'jsdom', setupFiles = [] }: LibraryOptions): UserConfig {
  const projectPath = relative(workspaceRoot, root);
  const outDir = join(workspaceRoot, 'dist', projectPath);
  const entries = entriesOf(root);
  return {
    root,
    // Library builds speak only on warnings: a size table per lib buried npm test's output, and the site's
    // size check prints the sizes that count.
    logLevel: 'warn',
    cacheDir: join(workspaceRoot, 'node_modules', '.vite', projectPath),
    resolve: { tsconfigPaths: true },
    server: { fs: { allow: [workspaceRoot] } },
    plugins: [
      react(),
      dts({
        entryRoot: 'src',
        tsconfigPath: join(root, 'tsconfig.build.json'),
        // Declarations import other libs by package name, as a consumer resolves them, never by workspace source path.
        aliasesExclude: [/^@kickoff\//],
        // Test harnesses, tests and stories are not part of a lib's public types.
        exclude: [
          'src/**/testing/**',
          'src/**/*.spec.ts',
          'src/**/*.spec.tsx',
          'src/**/*.test.ts',
          'src/**/*.test.tsx',
          'src/**/*.stories.tsx',
        ],
      }),
      publishPackageJson(root, outDir, Object.keys(entries)),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      sourcemap: true,
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js`, cssFileName: 'index' },
      // Declarations take most of a lib's build by design; rolldown's plugin-timing advice would repeat that per lib.
      // A lib is one bundle per entry: its lazy imports (schemas, DOMPurify) split in the site's build, not here, so
      // "dynamic import will not move module into another chunk" is true and expected for every lib.
      // Maps point at lines for a consumer's stack traces without shipping our sources inside them.
      rollupOptions: {
        external,
        output: { sourcemapExcludeSources: true },
        checks: { bundlerTimings: false, ineffectiveDynamicImport: false },
      },
    },
    test: {
      name: projectPath.split('/').pop(),
      root,
      environment,
      include: ['src/**/*.{test,spec}.{ts,tsx}'],
      setupFiles: [join(workspaceRoot, 'tools', 'vite', 'test-setup.ts'), ...setupFiles],
      passWithNoTests: true,
      // Property-based suites run thousands of cases; a busy 2-core CI machine must not turn that into a failure.
      testTimeout: 30_000,
      reporters: ['default'],
      coverage: { reportsDirectory: join(workspaceRoot, 'coverage', projectPath), provider: 'v8' },
    },
  };
}
