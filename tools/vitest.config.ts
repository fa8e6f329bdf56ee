import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(import.meta.dirname, '..', 'node_modules', '.vite', 'tools'),
  test: {
    name: 'workspace-tools',
    environment: 'node',
    include: ['**/*.spec.ts'],
    exclude: ['lib-template/**', '**/node_modules/**'],
    testTimeout: 30_000,
  },
});
