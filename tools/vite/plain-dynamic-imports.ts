import type { Plugin } from 'vite';

/** Vite's id for the helper it wraps every dynamic `import()` of the browser's build in. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** What Vite writes where a dynamic import has files to load beside it (a stylesheet, a preloaded module). */
const DEPENDENCY_LIST = '__vite__mapDeps';

/** How Vite wraps each dynamic import in the chunks it renders: `__vitePreload(load, __VITE_PRELOAD__)`. */
const WRAPPED_START = '__vitePreload(';
const WRAPPED_END = ', __VITE_PRELOAD__)';

/**
 * Vite's preload helper (~1.8 kB, ~0.7 kB compressed, in the entry) loads a lazy chunk's stylesheets and preloads
 * its modules. The site has neither (one stylesheet, `cssCodeSplit: false`; `modulePreload: false`), yet Vite still
 * wraps each dynamic import in it with an empty list (vitejs/vite#13952). This plugin gives the helper's module a
 * body that only imports, unwraps each call into the import itself (`(load)()`, ~10 bytes each), and fails the build
 * if a dynamic import ever comes with files to load, which the real helper would be needed for.
 */
export function plainDynamicImportsPlugin(): Plugin {
  return {
    name: 'kickoff:plain-dynamic-imports',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: { filter: { id: /^\0vite\/preload-helper\.js$/ }, handler: (id) => (id === PRELOAD_HELPER ? id : null) },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
    },
    renderChunk(code) {
      if (!code.includes(WRAPPED_START)) return null;
      // Each call's end is its own marker, so nested imports stay paired: `(load)()` calls what the helper called.
      return { code: code.replaceAll(WRAPPED_START, '(').replaceAll(WRAPPED_END, ')()'), map: null };
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes(DEPENDENCY_LIST)) {
          this.error(`${file.fileName}: a dynamic import loads files beside it; the plain import helper cannot`);
        }
      }
    },
  };
}
