#!/usr/bin/env node
// The built site served as production serves it, on one origin: the web server (server rendering, precompressed
// assets, CSP) in front, the platform emulator behind it on a free loopback port, its control API passed through.
// `npm start` (after its build) and the e2e's webServer run this: `node tools/scripts/serve-site.mjs` (PORT, HOST).
// Both servers sit in process groups of their own, so a Ctrl+C, SIGTERM or SIGHUP reaches them in order through this
// script: the web server first (its answers in flight still reach the platform), then the emulator. So does the end
// of whoever started it: `npm start` runs this under `sh -c`, and a SIGTERM to npm is passed to that shell only,
// which dies without passing it on (dash does not exec its last command), leaving this script and both servers behind.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { repoNode, workspaceRoot } from './workspace.mjs';

const INNER_HOST = '127.0.0.1';
const READY_WITHIN_MS = 60_000;
const PARENT_CHECK_MS = 500;
/** The two servers' programs, as built by `npm start`'s build step. */
export const SERVER_ENTRIES = {
  emulator: 'dist/apps/platform-emulator/main.js',
  webServer: 'dist/apps/web-server/main.js',
};
// The web server's own grace after SIGTERM (KICKOFF_SHUTDOWN_GRACE_MS, 10 s) plus a margin, then SIGKILL.
const STOP_WITHIN_MS = 12_000;
// Each server prints its own address; the one address to use is printed here, so theirs are left out.
const OWN_ADDRESS_LINE =
  /Kickoff is running at|The platform emulator is running at|Emulator controls and demo users|^\s*$/;

function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Asked before starting, so a server someone else left on the port is never taken for ours. */
function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(Number(port), host, () => probe.close(() => resolve(true)));
  });
}

function passOutput(child) {
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (!OWN_ADDRESS_LINE.test(line)) process.stdout.write(`${line}\n`);
  });
}

function start(name, args, env) {
  // Resolved now, not when this module was imported: `npm start` installs the repo's Node after loading it.
  const child = spawn(repoNode(), args, {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.name = name;
  passOutput(child);
  return child;
}

const isRunning = (child) => child.exitCode === null && child.signalCode === null;

function terminate(child) {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const deadline = setTimeout(() => child.kill('SIGKILL'), STOP_WITHIN_MS);
    child.once('exit', () => {
      clearTimeout(deadline);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function answers(url, child) {
  const until = Date.now() + READY_WITHIN_MS;
  while (Date.now() < until && isRunning(child)) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} did not answer ${url}`);
}

const urlHost = (host) => (host.includes(':') ? `[${host}]` : host);
// A wildcard address is reached on loopback from here.
const probeHost = (host) => urlHost(host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
const displayHost = (host) =>
  ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::'].includes(host) ? 'localhost' : urlHost(host);

/** Starts the pair, prints the one URL once both answer; resolves never (the process ends with the servers). */
export async function serveSite({
  port = process.env.PORT ?? '4200',
  host = process.env.HOST ?? '127.0.0.1',
  entries = SERVER_ENTRIES,
} = {}) {
  if (!(await portIsFree(port, host))) {
    console.error(`serve-site: ${host}:${port} is taken; stop what runs there or choose another PORT`);
    process.exit(1);
  }
  const innerPort = await freePort(INNER_HOST);
  const platformUrl = `http://${INNER_HOST}:${innerPort}`;
  const emulator = start('platform-emulator', [entries.emulator, '--control'], {
    PORT: String(innerPort),
    HOST: INNER_HOST,
  });
  const webServer = start('web-server', [entries.webServer], {
    PORT: String(port),
    HOST: host,
    KICKOFF_PLATFORM_URL: platformUrl,
    KICKOFF_PROXY_EMULATOR: '1',
  });
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await terminate(webServer);
    await terminate(emulator);
    process.exit(code);
  };
  // npm forwards the terminal's Ctrl+C on top of the terminal's own: one stop, whatever arrives after it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
  // Whoever started this is gone (npm killed, its shell killed): nobody is left to stop the servers but this script.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void stop(0), PARENT_CHECK_MS).unref();
  process.on('exit', () => [webServer, emulator].forEach((child) => isRunning(child) && child.kill('SIGKILL')));
  for (const child of [webServer, emulator]) {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`serve-site: ${child.name} stopped (${signal ?? `exit ${code}`}); stopping the other`);
      void stop(1);
    });
  }
  try {
    const url = `http://${displayHost(host)}:${port}`;
    await Promise.all([
      answers(`${platformUrl}/__emulator/clock`, emulator),
      answers(`http://${probeHost(host)}:${port}/healthz`, webServer),
    ]);
    console.log(`\n\x1b[1m\x1b[32mKickoff is running at ${url}/\x1b[0m  (Ctrl+C stops it)`);
    console.log(`Emulator controls and demo users: ${url}/__emulator\n`);
  } catch (error) {
    console.error(`serve-site: ${error.message}`);
    await stop(1);
  }
  return new Promise(() => {});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serveSite();
