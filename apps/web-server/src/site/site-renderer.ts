import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

/**
 * What `apps/web/src/server-entry.tsx` exports, as built into the site's `.ssr` folder: this server loads it at
 * start, so a deploy of the site and its renderer is one folder. (Apps do not import each other; the specs
 * render real pages through it, which is what holds the two shapes together.)
 */
export interface PageHead {
  title: string;
  description?: string | undefined;
  canonical?: string | undefined;
  alternates?: readonly { hrefLang: string; href: string }[] | undefined;
}

export type PageRender =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser'; remoteAppOrigins: readonly string[] }
  | {
      kind: 'page';
      status: number;
      language: string;
      head: PageHead;
      html: Readable;
      tail: string;
      remoteAppOrigins: readonly string[];
    };

export interface RenderOptions {
  platformOrigin: string;
  nonce: string;
  waitForAll?: boolean;
  timeoutMs?: number;
  logger?: {
    info(message: string, detail?: unknown): void;
    warn(message: string, detail?: unknown): void;
    error(message: string, detail?: unknown): void;
  };
}

export interface SiteRenderer {
  renderPage(request: Request, options: RenderOptions): Promise<PageRender>;
}

/** Where `nx build web` writes the renderer, inside the site it renders. */
export const rendererPath = (siteDir: string) => join(siteDir, '.ssr', 'server-entry.js');

export async function loadSiteRenderer(siteDir: string): Promise<SiteRenderer> {
  const path = rendererPath(siteDir);
  if (!existsSync(path)) throw new Error(`no server renderer at ${path}: build the site first (npx nx build web)`);
  const module = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as Partial<SiteRenderer>;
  if (typeof module.renderPage !== 'function') throw new Error(`${path} does not export renderPage`);
  return { renderPage: module.renderPage };
}
