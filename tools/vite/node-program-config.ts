import { join } from 'node:path';
import type { ViteUserConfig as UserConfig } from 'vitest/config';

const workspaceRoot = join(import.meta.dirname, '..', '..');

/**
 * A Node program of the workspace (a server): `src/main.ts` built to one ESM file, dist/apps/<name>/main.js, that
 * imports node_modules at run time and carries @kickoff/* inside; its specs run in Node.
 */
export function nodeProgramConfig({
  root,
  name,
  testTimeout,
}: {
  root: string;
  name: string;
  testTimeout?: number;
}): UserConfig {
  const entry = join(root, 'src', 'main.ts');
  return {
    root,
    cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'apps', name),
    resolve: { tsconfigPaths: true },
    // The libs are source behind tsconfig paths, not packages in node_modules: they must be bundled.
    ssr: { target: 'node', noExternal: [/^@kickoff\//] },
    build: {
      ssr: entry,
      outDir: join(workspaceRoot, 'dist', 'apps', name),
      emptyOutDir: true,
      target: 'node24',
      sourcemap: true,
      reportCompressedSize: false,
      rolldownOptions: {
        // Repeated from build.ssr because Nx infers the build target only from an explicit input.
        input: entry,
        output: { format: 'es', entryFileNames: 'main.js' },
      },
    },
    test: {
      name,
      root,
      environment: 'node',
      include: ['src/**/*.{test,spec}.ts'],
      reporters: ['default'],
      ...(testTimeout ? { testTimeout } : {}),
      coverage: { reportsDirectory: join(workspaceRoot, 'coverage', 'apps', name), provider: 'v8' },
    },
  };
}
