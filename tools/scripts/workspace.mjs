// Shared by `npm start` and `npm test`. Runs on the machine's Node (20 here) until dependencies are in,
// then hands every tool to the repo's own Node 24 (node_modules/.bin/node, from the `node` devDependency).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { debianChromium, findChromium, isDebian } from '../browser/find-chromium.mjs';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(workspaceRoot, 'node_modules', '.bin');

/**
 * The repo's Node 24 (the `node` devDependency) once installed, else the one running (`npm start` may itself run on
 * an older Node): servers a script starts run on it. Asked at the moment of starting, never at import: on a fresh
 * clone `npm ci` installs it after this module was loaded (a value taken at import served with the machine's Node 20,
 * on which jsdom fails and remote pages went unrendered).
 */
export function repoNode(root = workspaceRoot) {
  const installed = join(root, 'node_modules', '.bin', 'node');
  return existsSync(installed) ? installed : process.execPath;
}

export const toolEnv = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
};

export function log(message) {
  console.log(`\n\x1b[1m▶ ${message}\x1b[0m`);
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = join(workspaceRoot, 'node_modules', '.package-lock.json');
  const lock = join(workspaceRoot, 'package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(lock) && existsSync(join(bin, 'node'))) return;
  log('installing dependencies (npm ci)');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: workspaceRoot, stdio: 'inherit' });
  if (result.status !== 0) fail('npm ci failed');
}

/**
 * The browser tests' Chromium, by what this machine has (tools/browser/find-chromium.mjs): CHROMIUM_PATH, Playwright's
 * own build, Debian's package. Machines without internet get Debian's, installed with apt when we are root on Debian.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found && existsSync(found.path)) return found.path;
  if (found) fail(`CHROMIUM_PATH is ${found.path}, which does not exist. Point it at a Chromium or unset it.`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !isDebian() || !existsSync('/usr/bin/apt-get')) {
    fail(
      'No Chromium found for the browser tests. Install one: "npx playwright install --with-deps chromium" (with internet), ' +
        '"sudo apt-get install -y chromium" (Debian), or set CHROMIUM_PATH to a Chromium.',
    );
  }
  aptInstall('chromium', debianChromium);
  return debianChromium;
}

/** The one font file every browser test renders with (tools/browser/fonts/fonts.conf allows no other). */
export const dejavuSans = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/**
 * The fonts screenshots are compared in: Debian's fonts-dejavu-core, installed with apt when missing and we are root
 * on Debian (the browsers see only these, so what else a machine has never changes a pixel).
 */
export function ensureFonts() {
  if (existsSync(dejavuSans)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    fail(
      `The browser tests render with DejaVu (${dejavuSans} is missing). Install it: "sudo apt-get install -y fonts-dejavu-core".`,
    );
  }
  aptInstall('fonts-dejavu-core', dejavuSans);
}

/** `apt-get install` of one package (an `apt-get update` first when the lists are stale); fails unless `made` exists. */
function aptInstall(name, made) {
  log(`installing ${name} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', name], { stdio: 'inherit', env });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = install();
  }
  if (result.status !== 0 || !existsSync(made)) fail(`apt-get could not install ${name}`);
}

export function fail(message) {
  console.error(`\n\x1b[31m✖ ${message}\x1b[0m`);
  process.exit(1);
}

/** Runs a tool from node_modules/.bin to completion; returns its wall time in seconds. */
export function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...toolEnv, ...options.env },
  });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  return (Date.now() - started) / 1000;
}

/** Starts a long-running tool in its own process group, so stopping it stops its children too. */
export function serve(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...toolEnv, ...options.env },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', () => (stop(), process.exit(130)));
  process.on('SIGTERM', () => (stop(), process.exit(143)));
  process.on('SIGHUP', () => (stop(), process.exit(129)));
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}
