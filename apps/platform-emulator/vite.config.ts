import { defineConfig } from 'vitest/config';
import { nodeProgramConfig } from '../../tools/vite/node-program-config.ts';

export default defineConfig(nodeProgramConfig({ root: import.meta.dirname, name: 'platform-emulator' }));
