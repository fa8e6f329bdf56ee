import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PLATFORM_BASE_PATHS } from '../../libs/platform-api/src/contract/define-call.ts';

const workspaceRoot = join(import.meta.dirname, '..', '..');

/**
 * The dev server has no platform of its own: the platform paths and the emulator's control API go to a
 * running platform emulator (`npx nx dev platform-emulator`), so the page sees one origin as in production.
 */
const emulatorUrl = process.env['EMULATOR_URL'] ?? 'http://127.0.0.1:4300';
const platformProxy = Object.fromEntries([...PLATFORM_BASE_PATHS, '/__emulator'].map((path) => [path, { target: emulatorUrl }]));

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'apps', 'web'),
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  server: { port: 4200, host: 'localhost', fs: { allow: [workspaceRoot] }, proxy: platformProxy },
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
