import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = join(import.meta.dirname, '..', '..', '..');

/**
 * The HTTP layer of @kickoff/platform-api against the real platform handlers of @kickoff/platform-mock.
 * A project of its own because platform-mock depends on platform-api: tests inside platform-api would close a cycle.
 */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'libs', 'platform-api-integration'),
  resolve: { tsconfigPaths: true },
  server: { fs: { allow: [workspaceRoot] } },
  test: {
    name: 'platform-api-integration',
    environment: 'jsdom',
    include: ['src/**/*.spec.ts'],
    setupFiles: [join(workspaceRoot, 'tools', 'vite', 'test-setup.ts')],
  },
});
