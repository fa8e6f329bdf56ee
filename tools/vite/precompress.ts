import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images, fonts and the like are compressed already; source maps only devtools fetch. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);

/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite (the manifest) and .ssr (the server's bundle) are never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.has(extname(entry.name).toLowerCase())) yield path;
  }
}

/** Writes `<file>.br` (Brotli, best) and `<file>.gz` (gzip 9) beside every text file of the folder. */
export async function precompressFolder(dir: string): Promise<{ files: number }> {
  let files = 0;
  for await (const path of filesUnder(dir)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    files += 1;
  }
  return { files };
}

/**
 * After the browser build, its text files get Brotli and gzip copies, so the web server sends compressed bytes
 * without compressing on every request. Only the client environment: the server's bundle is never sent.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'kickoff-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const { outDir } = this.environment.config.build;
      const { files } = await precompressFolder(outDir);
      this.environment.logger.info(`precompressed ${files} files (.br, .gz) in ${outDir}`);
    },
  };
}
