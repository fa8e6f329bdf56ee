import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const serveSitePath = join(import.meta.dirname, 'serve-site.mjs');
let dir = '';
const started: ChildProcess[] = [];

/** A stand-in for either server: answers every request, notes its pid, ignores nothing (SIGTERM ends it). */
const FAKE_SERVER = `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
writeFileSync(process.env.PID_FILE, String(process.pid));
createServer((req, res) => res.end('ok')).listen(Number(process.env.PORT), process.env.HOST);
`;

function fakeServers() {
  dir = mkdtempSync(join(tmpdir(), 'kickoff-serve-site-'));
  const entry = (name: string) => {
    const path = join(dir, `${name}.mjs`);
    writeFileSync(path, `process.env.PID_FILE = ${JSON.stringify(join(dir, `${name}.pid`))};\n${FAKE_SERVER}`);
    return path;
  };
  return { emulator: entry('emulator'), webServer: entry('web-server') };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, what: string, withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The serve script as `npm start` runs it (optionally under `sh -c`, as npm does), serving the fake servers. */
async function startServeSite({ underShell = false } = {}) {
  const entries = fakeServers();
  const port = await freePort();
  const script = `const { serveSite } = await import(${JSON.stringify(serveSitePath)}); await serveSite(${JSON.stringify({ port: String(port), host: '127.0.0.1', entries })});`;
  const node = [process.execPath, '--input-type=module', '-e', script];
  const quoted = node.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = underShell
    ? spawn('sh', ['-c', `${quoted}; true`], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(node[0] as string, node.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await until(() => output.includes('Kickoff is running at'), `the serve script to print its URL (${output})`);
  const pids = ['emulator', 'web-server'].map((name) => Number(readFileSync(join(dir, `${name}.pid`), 'utf8')));
  expect(pids.every(isAlive)).toBe(true);
  return { child, pids, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('serve-site stops both servers', () => {
  it.each(['SIGTERM', 'SIGHUP', 'SIGINT'] as const)('on %s, as on Ctrl+C', async (signal) => {
    const { child, pids, exited } = await startServeSite();
    child.kill(signal);
    await exited;
    await until(() => !pids.some(isAlive), 'both servers to end');
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it('when whoever started it is gone (npm start: a SIGTERM to npm reaches only the shell npm runs it in)', async () => {
    const { child, pids } = await startServeSite({ underShell: true });
    child.kill('SIGTERM');
    await until(() => !pids.some(isAlive), 'both servers to end');
    expect(pids.filter(isAlive)).toEqual([]);
  });
});
