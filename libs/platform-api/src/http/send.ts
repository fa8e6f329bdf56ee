import type { z } from 'zod/mini';
import { type AnyCallDefinition, type CallSchemas, timeoutOf } from '../contract/define-call';
import { issueText } from '../contract/issue-text';
import { systemTimers } from '@kickoff/runtime';
import type { PlatformEnvironment } from './environment';
import { REQUESTED_WITH } from './environment';
import type { AnswerIssue, PlatformError } from './platform-error';
import { CANCELLED_STATUS } from './platform-error';

/** A call with its arguments, as endpoints pass it to the base query. */
export interface PlatformRequest<C extends AnyCallDefinition = AnyCallDefinition> {
  call: C;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

export type RawOutcome =
  { ok: true; status: number; data: unknown } | { ok: false; error: PlatformError; status?: number; body?: unknown };

export function buildUrl(origin: string, request: PlatformRequest): string {
  // `:name` is one segment; `:name+` is the rest of the path (remote pages), its slashes kept.
  const path = request.call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\+?)/g, (_, name: string, rest: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${request.call.name}: missing path parameter "${name}"`);
    const text = String(value);
    return rest ? text.split('/').filter(Boolean).map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

function encodeBody(request: PlatformRequest, headers: Headers): BodyInit | undefined {
  if (request.body === undefined || request.call.method === 'GET') return undefined;
  switch (request.call.bodyEncoding ?? 'json') {
    case 'json':
      headers.set('Content-Type', 'application/json');
      return JSON.stringify(request.body);
    case 'form':
      return new URLSearchParams(
        Object.entries(request.body as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      );
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
        if (value !== undefined && value !== null) form.set(key, value instanceof Blob ? value : String(value));
      }
      return form;
    }
  }
}

async function readBody(response: Response, call: AnyCallDefinition): Promise<unknown> {
  if (call.responseType === 'empty' || response.status === 204) return undefined;
  if (call.responseType === 'blob') return response.blob();
  const text = await response.text();
  if (call.responseType === 'text') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text; // error pages of proxies are HTML: keep them for the error, the schema rejects them on success
  }
}

function issuesOf(error: z.core.$ZodError): AnswerIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issueText(issue) }));
}

/**
 * The call's schemas: at hand, or loaded from their chunk. Started with the request so the chunk travels beside
 * the answer; a chunk that cannot be loaded fails the call like the network does (retried, shown as an error).
 */
function schemasOf(call: AnyCallDefinition): Promise<CallSchemas> {
  if (!('schemas' in call)) return Promise.resolve(call);
  return call.schemas().catch((error: unknown) => {
    throw new Error(
      `the answer's schemas could not be loaded (${error instanceof Error ? error.message : String(error)})`,
    );
  });
}

/**
 * One HTTP exchange: headers every call carries, the body, and the answer checked against the call's schema.
 * No retries here; the base query decides those from the outcome.
 */
export async function send(
  env: PlatformEnvironment,
  request: PlatformRequest,
  extraHeaders: Record<string, string>,
  signal?: AbortSignal,
): Promise<RawOutcome> {
  const { call } = request;
  const headers = new Headers({ Accept: 'application/json', ...call.headers, ...request.headers, ...extraHeaders });
  headers.set('X-Requested-With', REQUESTED_WITH);
  headers.set('X-app-n', env.appName);
  const url = buildUrl(env.origin, request);
  const schemas = schemasOf(call);
  schemas.catch(() => undefined); // only a successful answer waits for them: that is where a failed load surfaces
  const timeoutMs = timeoutOf(call);
  const giveUp = new AbortController();
  const timers = env.timers ?? systemTimers;
  let timedOut = false;
  const timer = timers.setTimeout(() => {
    timedOut = true;
    giveUp.abort();
  }, timeoutMs);
  const cancel = () => giveUp.abort();
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel, { once: true });
  // A fetch that ignores its signal (a handler answered in-page) still loses the race against giving up.
  const abandoned = new Promise<never>((_, reject) =>
    giveUp.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true }),
  );
  const failed = (error: unknown): RawOutcome => {
    if (timedOut)
      return {
        ok: false,
        error: {
          kind: 'network',
          status: 'NETWORK_ERROR',
          call: call.name,
          message: `no answer within ${timeoutMs} ms`,
          timedOutAfterMs: timeoutMs,
        },
      };
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError'))
      return { ok: false, error: { kind: 'cancelled', status: CANCELLED_STATUS, call: call.name } };
    return {
      ok: false,
      error: {
        kind: 'network',
        status: 'NETWORK_ERROR',
        call: call.name,
        message: error instanceof Error ? error.message : String(error),
      },
    };
  };
  let response: Response;
  let body: unknown;
  let checks: CallSchemas | undefined;
  try {
    const init: RequestInit = { method: call.method, headers, credentials: 'include', signal: giveUp.signal };
    const encoded = encodeBody(request, headers);
    if (encoded !== undefined) init.body = encoded;
    response = await Promise.race([(env.fetch ?? globalThis.fetch)(url, init), abandoned]);
    body = await Promise.race([readBody(response, call), abandoned]);
    if (response.ok) checks = await Promise.race([schemas, abandoned]);
  } catch (error) {
    return failed(error);
  } finally {
    timers.clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
  if (!response.ok || !checks) {
    return {
      ok: false,
      status: response.status,
      body,
      error: { kind: 'http', status: response.status, call: call.name, data: body },
    };
  }
  const parsed = checks.response.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      status: response.status,
      body,
      error: { kind: 'invalid-answer', status: 'INVALID_ANSWER', call: call.name, issues: issuesOf(parsed.error) },
    };
  }
  return { ok: true, status: response.status, data: parsed.data };
}
