import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { defineCall, START_UP_TIMEOUT_MS } from './define-call';
import { ForceSpaHeadersSchema } from './headers.schemas';

/*
 * Remote page load (doc 000 §3.9, §7): "the remote app URL plus the current route path". Kickoff serves
 * every remote app at /web-api/remote-pages/:appName, so the URL is that plus the route path without its
 * leading slash (`:route+` keeps its slashes: `/web-api/remote-pages/casino/ru/casino`). The page's query
 * string is forwarded unchanged.
 */

const REMOTE_PAGE_HEADERS = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' } as const;

/** doc 000 §3.9 remote page descriptor: HTML strings for head/body, CSS text, URLs to load, code to run. */
export const RemotePageSchema = lazySchema(() =>
  z.looseObject({
    appName: z.string().check(z.minLength(1)),
    title: z.string(),
    body: z.string(),
    style: z.string(),
    cssToLoad: z.array(z.string()),
    codeToEval: z.string(),
    scriptsToLoad: z.array(z.string()),
    head: z.string(),
  }),
);
export type RemotePage = z.infer<typeof RemotePageSchema>;

/** A component the shell asks the remote app to render (modals with remote content). */
export const RemoteComponentSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    props: z.optional(z.record(z.string(), z.unknown())),
  }),
);
export type RemoteComponent = z.infer<typeof RemoteComponentSchema>;

const RemotePageParamsSchema = lazySchema(() =>
  z.object({
    appName: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    route: z.string().check(z.minLength(1)),
  }),
);

/** The page's own query string, forwarded unchanged. */
const RemotePageQuerySchema = lazySchema(() => z.optional(z.record(z.string(), z.string())));

export const remotePageLoad = defineCall({
  name: 'remotePageLoad',
  method: 'GET',
  path: '/web-api/remote-pages/:appName/:route+',
  params: RemotePageParamsSchema,
  query: RemotePageQuerySchema,
  headers: REMOTE_PAGE_HEADERS,
  requestHeaders: ForceSpaHeadersSchema,
  response: RemotePageSchema,
  auth: 'none',
  timeoutMs: START_UP_TIMEOUT_MS,
  origin: 'kickoff',
  doc: 'doc 000 §7 remote page load (URL not shown): `route` is the route path without its leading slash, substituted with its slashes unescaped. Headers mf-render-mode=json, mf-api-version=v2; force-spa: 1 only when forced. Errors retry 3× from 1000 ms, doubling.',
});

export const remotePageLoadWithComponents = defineCall({
  name: 'remotePageLoadWithComponents',
  method: 'POST',
  path: '/web-api/remote-pages/:appName/:route+',
  params: RemotePageParamsSchema,
  query: RemotePageQuerySchema,
  headers: REMOTE_PAGE_HEADERS,
  requestHeaders: ForceSpaHeadersSchema,
  body: lazySchema(() => z.object({ components: z.array(RemoteComponentSchema).check(z.minLength(1)) })),
  response: RemotePageSchema,
  timeoutMs: START_UP_TIMEOUT_MS,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 000 §7 (URL not shown, Kickoff’s as remotePageLoad): the POST form of remotePageLoad, used when body components are given (support history, user question, navigation menu modals).',
});

export const remotePageCalls = [remotePageLoad, remotePageLoadWithComponents] as const;
