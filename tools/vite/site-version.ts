import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the running site asks which version is deployed now (the session's version check, SES-062). */
export const SITE_VERSION_FILE = 'version.json';

/**
 * The build's version, semver so the running page can tell newer from older (the session compares them):
 * KICKOFF_VERSION when the pipeline sets one, else the workspace version with the commit count as build
 * number (`0.1.0+57`; numeric build metadata orders builds of one version), else the bare workspace version.
 */
export function siteVersion(cwd: string): string {
  const fromEnv = process.env['KICKOFF_VERSION'];
  if (fromEnv) return fromEnv;
  const { version } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { version: string };
  try {
    const build = execFileSync('git', ['rev-list', '--count', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d+$/.test(build) ? `${version}+${build}` : version;
  } catch {
    return version;
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
