import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformMock } from '@kickoff/platform-mock';
import { CONTROL_PREFIX, handleControl } from './control/handle-control';
import { HttpError } from './http/http-error';
import { DEFAULT_BODY_LIMIT } from './http/read-body';
import { parseRequestPath } from './http/request-path';
import { sendError } from './http/send';
import { handlePlatform } from './platform/handle-platform';
import { isPlatformPath } from './platform/platform-paths';

export interface EmulatorOptions {
  mock: PlatformMock;
  /** 0 picks a free port (tests). Default 4200. */
  port?: number;
  /** Default 127.0.0.1: the emulator is a development tool and has no business on the network. */
  host?: string;
  /** Mounts /__emulator (reset, clock, state, control page). Off by default. */
  control?: boolean;
  /** Largest request body read, in bytes. Default 1 MiB. */
  bodyLimit?: number;
  /** Where server-side failures are reported. Default console.error. */
  logError?: (message: string, error: unknown) => void;
}

export interface RunningEmulator {
  /** Origin it listens on, e.g. http://127.0.0.1:4200 */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A client that stops reading (a closed tab, `curl | head`) is no failure of ours. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);
function isClientGone(error: unknown): boolean {
  return CLIENT_GONE.has((error as { code?: string } | null)?.code ?? '');
}

function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Starts the emulator: platform paths → the mock's MSW handlers, /__emulator → control API. It plays the platform
 * only: the site is served by apps/web-server in front of it (`npm start`), the one definition of how pages are answered.
 */
export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const { mock, port = 4200, host = '127.0.0.1', control = false, bodyLimit = DEFAULT_BODY_LIMIT } = options;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  let fallbackHost = host;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname, segments } = parseRequestPath(req);
    if (segments[0] === CONTROL_PREFIX) {
      if (!control)
        throw new HttpError(404, 'the control API is disabled (start with --control or EMULATOR_CONTROL=1)');
      await handleControl(req, res, segments, { mock, bodyLimit });
    } else if (isPlatformPath(pathname)) {
      await handlePlatform(req, res, { mock, bodyLimit, fallbackHost });
    } else {
      throw new HttpError(
        404,
        'not a platform path: the emulator plays the platform only; the site is served by apps/web-server (npm start)',
      );
    }
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        // Half an answer cannot be turned into an error answer: cut it so the client sees a failure.
        if (!isClientGone(error)) logError(`${req.method} ${req.url} failed while answering`, error);
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendError(res, error.status, error.message, { ...error.headers });
        return;
      }
      logError(`${req.method} ${req.url} failed`, error);
      sendError(res, 500, `the emulator failed: ${(error as Error)?.message ?? String(error)}`);
    });
  });
  // Requests Node cannot even parse (bad method, bad header) must not take the process down.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  fallbackHost = new URL(originOf(host, actualPort)).host;
  server.on('error', (error) => logError('server error', error));

  return {
    url: originOf(host, actualPort),
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
