import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PLATFORM_BASE_PATHS } from '../../libs/platform-api/src/contract/define-call.ts';
import { plainDynamicImportsPlugin } from '../../tools/vite/plain-dynamic-imports.ts';
import { precompressPlugin } from '../../tools/vite/precompress.ts';
import { siteVersion, siteVersionPlugin } from '../../tools/vite/site-version.ts';

const workspaceRoot = join(import.meta.dirname, '..', '..');

/**
 * The dev server has no platform of its own: the platform paths and the emulator's control API go to a
 * running platform emulator (`npx nx dev platform-emulator`), so the page sees one origin as in production.
 */
const emulatorUrl = process.env['EMULATOR_URL'] ?? 'http://127.0.0.1:4300';
const platformProxy = Object.fromEntries(
  [...PLATFORM_BASE_PATHS, '/__emulator'].map((path) => [path, { target: emulatorUrl }]),
);

/**
 * Libraries that change rarely get chunks of their own, so a deploy of the site's code does not make returning
 * visitors download React or zod again. Ordered by priority: the first group that claims a module keeps it.
 * Only what the first load runs (`$initial`: statically imported from the entry) is grouped: a library part only a
 * lazy chunk uses (react-i18next's <Trans> and its HTML parser: the forms') stays with that chunk. The site's own
 * first-load code is one chunk (`app`, merged into the entry), not a handful of small shared ones.
 */
const siteChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 },
  {
    name: 'router',
    test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  {
    name: 'state',
    test: /node_modules[\\/](@reduxjs|immer|redux|redux-persist|redux-thunk|reselect|react-redux|use-sync-external-store)[\\/]/,
    priority: 30,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
  { name: 'app', test: (id: string) => !id.includes('node_modules'), priority: 0 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

export default defineConfig({
  root: import.meta.dirname,
  // Inside npm test the size check prints the same files' sizes (tools/scripts/test.mjs sets this): one table, not two.
  logLevel: process.env['KICKOFF_QUIET_BUILD'] ? 'warn' : 'info',
  cacheDir: join(workspaceRoot, 'node_modules', '.vite', 'apps', 'web'),
  resolve: {
    tsconfigPaths: true,
    // react-router's package exports name only its development build (dev warnings and their texts on); the
    // production build beside it is the same code without them.
    alias: [
      {
        find: /^react-router$/,
        replacement: join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: join(workspaceRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
      },
    ],
  },
  plugins: [react(), plainDynamicImportsPlugin(), siteVersionPlugin(siteVersion(workspaceRoot)), precompressPlugin()],
  // The site's class names are its CSS modules' own: in a build a short hash of the file and the class (every
  // name is in the JS that renders it, ~25 in the first load), readable names only in development.
  css: { modules: { generateScopedName: process.env['NODE_ENV'] === 'production' ? '[hash:base64:6]' : undefined } },
  server: { port: 4200, host: 'localhost', fs: { allow: [workspaceRoot] }, proxy: platformProxy },
  preview: { port: 4300, host: 'localhost' },
  build: {
    outDir: join(workspaceRoot, 'dist', 'apps', 'web'),
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: true,
    // tools/scripts/size-check.mjs reads what the home page loads from here.
    manifest: true,
    // One stylesheet for the whole site (a few kB compressed): a server-rendered page may show any lazily loaded part
    // (header parts, the slip's placeholder), which must not paint unstyled, and one render-blocking file costs one
    // round trip where a file per lazy chunk cost one each (nine on every page: FCP 2.4 s in Lighthouse's mobile run).
    cssCodeSplit: false,
    // No module preloading at all (decision, measured). Not in index.html: the server's HTML paints without
    // JavaScript, and ~190 KiB of preloaded modules shared the first round trips with the stylesheet (Lighthouse
    // mobile /ru/: FCP 2.04 → 1.31 s); the entry pulls its imports itself. Not for lazy chunks either: Vite's helper
    // appended a <link> per import of every chunk the start loads, ~46 on the login page, in the task that resolved
    // the page (14–43 ms of `appendChild` at 4× CPU, that task 73–129 ms). Without them Lighthouse's TBT went
    // /ru/user/login 122 → 17 ms, /ru/ 69 → 33 ms, while the page is taken over as early (time to data-site-ready
    // at 150 ms RTT, 1.6 Mbit/s, 4× CPU: login 3.4–3.5 s against 3.5–3.7 s, home 2.5–3.0 s against 3.0–3.1 s);
    // a lazy chunk's own imports now load when it is parsed (network idle on the login page ~0.3 s later).
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: siteChunks } } },
  },
  /**
   * `nx build web` builds the browser's site, then the server renderer apps/web-server loads: one ESM file in
   * the site's `.ssr` folder (never served: dotted names are not), node_modules imported at run time.
   */
  environments: {
    ssr: {
      // redux-persist's subpaths are folders Node's ESM loader cannot import: bundled, like the libs' source.
      resolve: { noExternal: [/^@kickoff\//, /^redux-persist(\/|$)/] },
      build: {
        ssr: 'src/server-entry.tsx',
        outDir: join(workspaceRoot, 'dist', 'apps', 'web', '.ssr'),
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        target: 'node24',
        // One process loads the whole server bundle: a lazy import shared with static ones is not a wasted split
        // here (it is in the browser's build, where the check stays on).
        rolldownOptions: {
          output: { format: 'es', entryFileNames: 'server-entry.js' },
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('the web build needs its client and ssr environments');
      // The client first: it empties dist/apps/web, where the server's bundle goes.
      await builder.build(client);
      await builder.build(ssr);
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.{test,spec}.{ts,tsx}'],
    setupFiles: [join(workspaceRoot, 'tools', 'vite', 'test-setup.ts')],
    // As the libs' (tools/vite/library-config.ts): a whole site rendered on a busy 2-core machine may pass 5 s, the default.
    testTimeout: 30_000,
  },
});
