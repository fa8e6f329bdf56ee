import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

export interface SiteFile {
  path: string;
  size: number;
  mtimeMs: number;
  /** true when index.html answers a client-side route rather than the file asked for */
  isFallback: boolean;
}

async function fileAt(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Which file of the built site answers these (already traversal-checked) segments. A path without an
 * extension is a client-side route, so it gets index.html; a missing file with an extension is a real 404.
 * Dotfiles are never served.
 */
export async function locateSiteFile(siteDir: string, segments: readonly string[]): Promise<SiteFile | null> {
  const root = resolve(siteDir);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const path = join(root, ...segments);
  if (path !== root && !path.startsWith(root + sep)) return null;

  const direct = path === root ? null : await fileAt(path);
  if (direct) return { path, size: direct.size, mtimeMs: direct.mtimeMs, isFallback: false };

  const last = segments.at(-1) ?? '';
  if (last.includes('.')) return null;
  const index = join(root, 'index.html');
  const fallback = await fileAt(index);
  return fallback ? { path: index, size: fallback.size, mtimeMs: fallback.mtimeMs, isFallback: path !== root } : null;
}
