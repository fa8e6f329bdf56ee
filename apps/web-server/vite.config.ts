import { defineConfig } from 'vitest/config';
import { nodeProgramConfig } from '../../tools/vite/node-program-config.ts';

// Each spec starts real servers over the built site; the first render loads the site's renderer.
export default defineConfig(nodeProgramConfig({ root: import.meta.dirname, name: 'web-server', testTimeout: 20_000 }));
