import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

/**
 * What `apps/web/src/server-entry.tsx` exports, as built into the site's `.ssr` folder: this server loads it at
 * start, so a deploy of the site and its renderer is one folder. (Apps do not import each other; the specs
 * render real pages through it, which is what holds the two shapes together.)
 */
/** A third party the features' code reaches, with what the page's security policy must let it reach. */
export interface ThirdParty {
  name: string;
  consent: string;
  sources: Readonly<Partial<Record<ThirdPartyDirective, readonly string[]>>>;
}
export type ThirdPartyDirective = 'script-src' | 'connect-src' | 'frame-src' | 'style-src' | 'img-src' | 'font-src';

export type PageRender =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser'; thirdParties: readonly ThirdParty[] }
  | {
      kind: 'page';
      status: number;
      language: string;
      /** The page's own tags of <head>, as HTML (the features' head, escaped by the renderer). */
      head: string;
      html: Readable;
      tail: string;
      /** The third parties the features' code reaches (the remote apps site config names too) and this visitor agreed to. */
      thirdParties: readonly ThirdParty[];
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
