
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Anything a consumer installs itself stays out of the bundle; regexes, not strings (nx generator bug bundles React). */
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-redux($|\/)/,
  /^react-router($|\/)/,
  /^react-router-dom($|\/)/,
  /^react-i18next($|\/)/,
  /^i18next($|\/)/,
  /^@reduxjs\/toolkit($|\/)/,
  /^redux-persist($|\/)/,
  /^zod($|\/)/,
  /^msw($|\/)/,
  /^dompurify($|\/)/,
  /^@kickoff\//,
];

function publishPackageJson(root: string, outDir: string): Plugin {
  return {
    name: 'kickoff:publish-package-json',
    apply: 'build',
    closeBundle() {
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
      const published = {
        ...pkg,
        main: './index.js',
        module: './index.js',
        types: './index.d.ts',
        exports: {
          '.': { types: './index.d.ts', import: './index.js' },
          ...(existsSync(join(outDir, 'index.css')) ? { './styles.css': './index.css' } : {}),
          './package.json': './package.json',
        },
      };
      delete published.nx;
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
      const readme = join(root, 'README.md');
      if (existsSync(readme)) copyFileSync(readme, join(outDir, 'README.md'));
    },
  };
}

export function libraryConfig({ root, environment = 'jsdom', setupFiles = [] }: LibraryOptions): UserConfig {
  const projectPath = relative(workspaceRoot, root);
  const outDir = join(workspaceRoot, 'dist', projectPath);
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
      }),
      publishPackageJson(root, outDir),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      sourcemap: true,
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'index' },
      // Declarations take most of a lib's build by design; rolldown's plugin-timing advice would repeat that per lib.
      rollupOptions: { external, checks: { bundlerTimings: false } },
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
