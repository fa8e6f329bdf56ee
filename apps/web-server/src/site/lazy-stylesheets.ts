import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  css?: string[];
}

/**
 * The styles of every lazily loaded chunk (Vite's manifest), except those the template links already. A
 * server-rendered page may hold any of them; all of them together are a few kilobytes compressed, and a part
 * painted unstyled until its code loads would shift the page.
 */
export function lazyStylesheets(siteDir: string, template: string): string[] {
  const manifestPath = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const all = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return [...all].map((file) => `/${file}`).filter((href) => !template.includes(`href="${href}"`));
}
