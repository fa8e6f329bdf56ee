import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLanguage } from '@kickoff/i18n';
import { parseCookies } from '@kickoff/runtime';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { chooseEncoding } from '../http/accept-encoding';
import { streamingCompressor } from '../http/compress';
import { send } from '../http/send';
import type { PolicyInput } from '../security/csp';
import { createNonce, pageSecurityHeaders } from '../security/page-headers';
import type { PageDocument } from './page-document';
import type { PageRender, RenderOptions, SiteRenderer } from './site-renderer';

/** Personal (the visitor's language, soon their session) and always asked again: never kept by a shared cache. */
export const HTML_CACHE_CONTROL = 'private, no-cache';

export interface PageAnswerOptions {
  renderer: SiteRenderer;
  document: PageDocument;
  render: Omit<RenderOptions, 'nonce' | 'waitForAll'>;
  policy: Omit<PolicyInput, 'nonce' | 'thirdParties'>;
  /** Search engines get the whole page in one piece (every suspended part rendered before the first byte). */
  isBot(userAgent: string): boolean;
  https(req: IncomingMessage): boolean;
  logError(message: string, error: unknown): void;
}

type Chunks = AsyncIterable<string | Buffer>;

async function* documentChunks(start: string, html: Chunks | undefined, end: string): AsyncGenerator<string | Buffer> {
  yield start;
  if (html) yield* html;
  yield end;
}

/**
 * A page address: the site renders it (status from the route table and the router), the answer streams as it
 * renders, compressed when the client takes it, under this response's security policy and nonce.
 */
export async function answerPage(
  req: IncomingMessage,
  res: ServerResponse,
  request: Request,
  options: PageAnswerOptions,
): Promise<void> {
  const nonce = createNonce();
  const userAgent = req.headers['user-agent'] ?? '';
  let render: PageRender;
  let status: number;
  try {
    render = await options.renderer.renderPage(request, {
      ...options.render,
      nonce,
      waitForAll: options.isBot(userAgent),
    });
    status = render.kind === 'page' ? render.status : 200;
  } catch (error) {
    // The render failed as a whole: the browser may still manage the page alone, the status says what happened.
    options.logError(`${req.method} ${req.url}: server render failed`, error);
    render = { kind: 'browser', thirdParties: [] };
    status = 500;
  }
  if (render.kind === 'redirect') {
    send(res, render.status, '', { location: render.location, 'cache-control': 'no-cache' });
    return;
  }
  const page = render.kind === 'page' ? render : undefined;
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': HTML_CACHE_CONTROL,
    vary: 'accept-encoding',
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    ...pageSecurityHeaders(
      { ...options.policy, nonce, thirdParties: render.thirdParties },
      { https: options.https(req) },
    ),
  });
  if (req.method === 'HEAD') {
    page?.html.destroy();
    res.end();
    return;
  }
  const language =
    page?.language ?? startLanguage(new URL(request.url).pathname, parseCookies(req.headers.cookie ?? ''));
  const start = options.document.start({ nonce, language, head: page?.head });
  const body = Readable.from(documentChunks(start, page?.html, options.document.end(page?.tail)));
  try {
    await (encoding === 'identity' ? pipeline(body, res) : pipeline(body, streamingCompressor(encoding), res));
  } finally {
    // A visitor who left mid-stream: the render stops and its site is taken down.
    page?.html.destroy();
  }
}
