import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { WebServerConfig } from './config';
import { isBot, isHttps, pageRequest } from './http/request-facts';
import { canonicalLocation, pathSegments } from './http/request-path';
import { send, sendText } from './http/send';
import { createFormPostHandler } from './forms/answer-form-post';
import { createPlatformProxy, isPlatformPath } from './platform/platform-proxy';
import { CSP_REPORT_PATH, createCspReportHandler } from './security/csp-reports';
import { answerPage, type PageAnswerOptions } from './site/answer-page';
import { lazyStylesheets } from './site/lazy-stylesheets';
import { pageDocument } from './site/page-document';
import { loadSiteRenderer, type SiteRenderer } from './site/site-renderer';
import { serveFile } from './static/serve-file';
import { indexSiteFiles } from './static/site-files';

export const HEALTH_PATH = '/healthz';

export interface ServerLog {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export interface RunningWebServer {
  url: string;
  port: number;
  /** Graceful: no new connections, answers in flight finish (up to the grace period), then everything is closed. */
  close(): Promise<void>;
}

/** A client that stops reading (a closed tab, `curl | head`) is no failure of ours. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);
const isClientGone = (error: unknown) => CLIENT_GONE.has((error as { code?: string } | null)?.code ?? '');

const originOf = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * The site's production server: server-rendered pages, the built assets precompressed, the security policy,
 * /healthz, CSP reports, and (optionally) the platform's paths passed to the platform.
 */
export async function startWebServer(
  config: WebServerConfig,
  { log = console as ServerLog, renderer }: { log?: ServerLog; renderer?: SiteRenderer } = {},
): Promise<RunningWebServer> {
  const template = readFileSync(join(config.siteDir, 'index.html'), 'utf8');
  const files = indexSiteFiles(config.siteDir);
  const logError = (message: string, error: unknown) => log.error(message, error);
  const proxy = createPlatformProxy(config.platformUrl, logError);
  const proxied = config.proxyEmulator ? ['/__emulator'] : [];
  const handleCspReport = createCspReportHandler(log);
  const https = (req: IncomingMessage) => isHttps(req, config.trustProxy);
  const answerFormPost = createFormPostHandler({ platformUrl: config.platformUrl, https, logError });
  const pages: PageAnswerOptions = {
    renderer: renderer ?? (await loadSiteRenderer(config.siteDir)),
    document: pageDocument(template, lazyStylesheets(config.siteDir, template)),
    render: { platformOrigin: config.platformUrl, timeoutMs: config.renderTimeoutMs, logger: log },
    policy: { frameAncestors: config.frameAncestors, reportPath: CSP_REPORT_PATH },
    isBot,
    https: (req) => isHttps(req, config.trustProxy),
    logError,
  };
  let draining = false;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = req.url ?? '/';
    if (!target.startsWith('/')) return sendText(res, 400, 'only origin-form request targets are accepted');
    const pathname = target.split(/[?#]/, 1)[0] ?? '/';
    // Closing: the answer in flight is the connection's last, so keep-alive clients do not hold the server open.
    if (draining) res.setHeader('connection', 'close');
    if (pathname === HEALTH_PATH) return sendText(res, 200, 'ok');
    if (pathname === CSP_REPORT_PATH) return handleCspReport(req, res);
    if (config.proxyPlatform && isPlatformPath(pathname, proxied))
      return proxy(req, res, { https: isHttps(req, config.trustProxy) });
    // A session form sent before the site took the page over: posted to its own page.
    if (req.method === 'POST' && !pathname.split('/').at(-1)?.includes('.')) return answerFormPost(req, res, target);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, `method ${req.method} is not allowed here`, { allow: 'GET, HEAD' });
    const canonical = canonicalLocation(target);
    if (canonical !== null) return send(res, 301, '', { location: canonical, 'cache-control': 'no-cache' });
    const segments = pathSegments(pathname);
    if (segments === null) return sendText(res, 400, 'malformed path');
    const url = `/${segments.join('/')}`;
    const file = files.get(url);
    if (file) return serveFile(req, res, url, file);
    // A missing file is a plain 404; an address without an extension is a page of the site.
    if ((segments.at(-1) ?? '').includes('.')) return sendText(res, 404, 'Not found');
    return answerPage(req, res, pageRequest(req, isHttps(req, config.trustProxy)), pages);
  }

  const server = createServer((req, res) => {
    // Closing: a keep-alive connection whose last answer is done goes too, instead of idling out the grace period.
    res.once('close', () => void (draining && setImmediate(() => server.closeIdleConnections())));
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        // Half an answer cannot become an error answer: cut it so the client sees a failure.
        if (!isClientGone(error)) logError(`${req.method} ${req.url} failed while answering`, error);
        res.destroy();
        return;
      }
      logError(`${req.method} ${req.url} failed`, error);
      sendText(res, 500, 'Internal server error');
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  server.on('error', (error) => logError('server error', error));

  return {
    url: originOf(config.host, port),
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        draining = true;
        const deadline = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
        server.close((error) => {
          clearTimeout(deadline);
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
