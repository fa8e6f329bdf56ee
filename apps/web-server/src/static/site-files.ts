import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentEncoding } from '../http/accept-encoding';

/** One file of the built site and the compressed copies the build wrote beside it. */
export interface SiteFile {
  path: string;
  /** Bytes per encoding present on disk. */
  sizes: Partial<Record<ContentEncoding, number>>;
  mtimeMs: number;
}

const VARIANTS: Readonly<Record<string, Exclude<ContentEncoding, 'identity'>>> = { '.br': 'br', '.gz': 'gzip' };

/**
 * The built site's files by URL path, read once at start (a deploy is a new process): only what is listed is
 * ever served, so no request path reaches the disk. Dotted names (.vite, .ssr) and index.html, the template
 * of every page, are left out.
 */
export function indexSiteFiles(siteDir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  const visit = (dir: string, urlDir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      const url = `${urlDir}/${entry.name}`;
      if (entry.isDirectory()) visit(path, url);
      else if (entry.isFile() && url !== '/index.html') addFile(files, path, url);
    }
  };
  visit(siteDir, '');
  return files;
}

function addFile(files: Map<string, SiteFile>, path: string, url: string) {
  const { size, mtimeMs } = statSync(path);
  const variant = Object.entries(VARIANTS).find(([suffix]) => url.endsWith(suffix));
  if (variant) {
    const [suffix, encoding] = variant;
    const original = url.slice(0, -suffix.length);
    const known = files.get(original) ?? { path: path.slice(0, -suffix.length), sizes: {}, mtimeMs };
    known.sizes[encoding] = size;
    files.set(original, known);
    return;
  }
  const known = files.get(url);
  files.set(url, { path, sizes: { ...known?.sizes, identity: size }, mtimeMs });
}
