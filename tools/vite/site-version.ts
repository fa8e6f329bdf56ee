import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** Where the running site asks which version is deployed now (the session's version check, SES-062). */
export const SITE_VERSION_FILE = 'version.json';

/** The build's version: KICKOFF_VERSION when the pipeline sets one, else the commit, else `dev`. */
export function siteVersion(cwd: string): string {
  const fromEnv = process.env['KICKOFF_VERSION'];
  if (fromEnv) return fromEnv;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'dev';
  } catch {
    return 'dev';
  }
}

/**
 * Puts the version into the code (`import.meta.env.VITE_SITE_VERSION`) and beside it as `/version.json`, so a
 * page that has run for a while can tell a newer deploy from its own.
 */
export function siteVersionPlugin(version: string): Plugin {
  return {
    name: 'kickoff-site-version',
    config: () => ({ define: { 'import.meta.env.VITE_SITE_VERSION': JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SITE_VERSION_FILE, source: `${JSON.stringify({ version })}\n` });
    },
  };
}
