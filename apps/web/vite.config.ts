import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const workspaceRoot = join(import.meta.dirname, '..', '..');

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'apps', 'web'),
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  server: { port: 4200, host: 'localhost', fs: { allow: [workspaceRoot] } },
  preview: { port: 4300, host: 'localhost' },
  build: {
    outDir: join(workspaceRoot, 'dist', 'apps', 'web'),
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: true,
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.{test,spec}.{ts,tsx}'],
    setupFiles: [join(workspaceRoot, 'tools', 'vite', 'test-setup.ts')],
  },
});
