import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformMock } from '@kickoff/platform-mock';
import { getResponse, isPassthroughResponse, type RequestHandler } from 'msw';
import { readBody } from '../http/read-body';
import { sendError } from '../http/send';
import { writeFetchResponse } from '../http/write-fetch-response';
import { hasRequestBody, requestUrl, toFetchRequest } from './to-fetch-request';

async function answer(handlers: RequestHandler[], request: Request, url: URL): Promise<Response | undefined> {
  // The request's own origin resolves handlers written with relative paths ('/web-api/…').
  const response = await getResponse(handlers, request, { baseUrl: url.origin });
  if (response || request.method !== 'HEAD') return response;
  // Handlers are written for GET; HTTP says HEAD is GET without the body (writeFetchResponse drops it).
  return getResponse(handlers, new Request(request, { method: 'GET' }), { baseUrl: url.origin });
}

export interface PlatformContext {
  /** Read on every request: the handlers are the mock's, whatever state it is in. */
  mock: Pick<PlatformMock, 'handlers'>;
  bodyLimit: number;
  /** host:port the server listens on, for requests that came without a Host header */
  fallbackHost: string;
}

/**
 * Answers a platform call with the mock's MSW handlers, exactly as MSW would in a browser.
 * The body is handed over raw: a malformed JSON body is the handler's to refuse (with the platform's 400).
 */
export async function handlePlatform(
  req: IncomingMessage,
  res: ServerResponse,
  context: PlatformContext,
): Promise<void> {
  const method = req.method ?? 'GET';
  const body = hasRequestBody(method) ? await readBody(req, context.bodyLimit) : null;
  const url = requestUrl(req, context.fallbackHost);
  const request = toFetchRequest(req, url, body);
  const response = await answer(context.mock.handlers, request, url);

  if (!response || isPassthroughResponse(response)) {
    sendError(res, 404, `no platform handler for ${method} ${url.pathname}`);
    return;
  }
  if (response.type === 'error') {
    // HttpResponse.error() means "the network failed": the closest a real server can do is drop the connection.
    req.socket.destroy();
    return;
  }
  await writeFetchResponse(res, response);
}
