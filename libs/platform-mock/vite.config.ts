import { defineConfig } from 'vite';
import { libraryConfig } from '../../tools/vite/library-config.ts';

// Node, not jsdom: the handlers serve msw/node and the emulator's Node HTTP server, never a DOM.
export default defineConfig(libraryConfig({ root: import.meta.dirname, environment: 'node' }));
