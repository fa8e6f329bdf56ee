import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX_HTML = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';
export const ASSET_JS = 'console.log("kickoff");';
export const SECRET = 'must never be served';

/** A built site on disk, with a secret beside it that traversal attempts aim for. */
export function createSiteFixture(): { siteDir: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'kickoff-emulator-'));
  const siteDir = join(root, 'site');
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(siteDir, 'assets', 'index-B4x9k2.js'), ASSET_JS);
  writeFileSync(join(siteDir, 'assets', 'index-C7a1q0.css'), 'body{margin:0}');
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(siteDir, '.env'), SECRET);
  writeFileSync(join(root, 'secret.txt'), SECRET);
  return { siteDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
