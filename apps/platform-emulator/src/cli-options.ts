import { parseArgs } from 'node:util';

export interface CliOptions {
  port: number;
  host: string;
  control: boolean;
  help: boolean;
}

export const USAGE = `Usage: node dist/apps/platform-emulator/main.js [--control] [--port N] [--host H]

  --control        mount the control API and page at /__emulator (or EMULATOR_CONTROL=1)
  --port N         port to listen on (or PORT; default 4200; 0 picks a free one)
  --host H         address to bind (or HOST; default 127.0.0.1)
`;

const TRUE = new Set(['1', 'true', 'yes', 'on']);

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || port > 65535) throw new Error(`port must be an integer 0–65535, got "${text}"`);
  return port;
}

/** Flags win over environment variables, which win over the defaults. */
export function parseCliOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      control: { type: 'boolean' },
      port: { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  return {
    port: parsePort(values.port ?? env['PORT'] ?? '4200'),
    host: values.host ?? env['HOST'] ?? '127.0.0.1',
    control: values.control ?? TRUE.has((env['EMULATOR_CONTROL'] ?? '').toLowerCase()),
    help: values.help ?? false,
  };
}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::']);

/** What to print: "localhost" when the address is one a browser on this machine reaches that way. */
export function displayUrl(host: string, port: number): string {
  const name = LOOPBACK_OR_ANY.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}
