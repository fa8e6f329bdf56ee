import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPlatformMock, type PlatformMock } from '@kickoff/platform-mock';
import { getResponse } from 'msw';

export interface TestPlatform {
  url: string;
  mock: PlatformMock;
  /** Paths the platform was asked for, in order. */
  seen: string[];
  stop(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The platform mock's real handlers behind a real HTTP port: the web server reaches it as it would the platform. */
export async function startTestPlatform(): Promise<TestPlatform> {
  const mock = createPlatformMock();
  const seen: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'platform.test'}`);
      seen.push(url.pathname);
      const headers = new Headers(
        Object.entries(req.headers).flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value] as [string, string]] : [],
        ),
      );
      const body = await bodyOf(req);
      const response = await getResponse(
        mock.handlers,
        new Request(url, { method: req.method ?? 'GET', headers, ...(body ? { body: new Uint8Array(body) } : {}) }),
        { baseUrl: url.origin },
      );
      if (!response) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error_code: 404 }));
        return;
      }
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding') out[name] = value;
      });
      // Each cookie a header of its own, as the platform sends them (a sign-in sets two).
      if (response.headers.has('set-cookie')) out['set-cookie'] = response.headers.getSetCookie();
      res.writeHead(response.status, out).end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mock,
    seen,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
