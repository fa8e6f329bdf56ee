import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = join(import.meta.dirname, '..', '..');
const entry = join(import.meta.dirname, 'src', 'main.ts');

/** A Node program, not a page: one ESM file that imports node_modules at run time and carries @kickoff/* inside. */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'apps', 'platform-emulator'),
  resolve: { tsconfigPaths: true },
  // The libs are source behind tsconfig paths, not packages in node_modules: they must be bundled.
  ssr: { target: 'node', noExternal: [/^@kickoff\//] },
  build: {
    ssr: entry,
    outDir: join(workspaceRoot, 'dist', 'apps', 'platform-emulator'),
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
    name: 'platform-emulator',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.{test,spec}.ts'],
    reporters: ['default'],
    coverage: { reportsDirectory: join(workspaceRoot, 'coverage', 'apps', 'platform-emulator'), provider: 'v8' },
  },
});
