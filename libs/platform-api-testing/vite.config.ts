import { defineConfig } from 'vite';
import { libraryConfig } from '../../tools/vite/library-config.ts';

// Data only: built like every lib (platform-mock, which is built, reads it), tested by the contract tests that read it.
export default defineConfig(libraryConfig({ root: import.meta.dirname, environment: 'node' }));
