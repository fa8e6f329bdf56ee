import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The platform's API families, each under its own base path on the platform origin. */
export const PLATFORM_BASE_PATHS = [
  '/web-api',
  '/bff-api',
  '/limit-service-api',
  '/blocks-api',
  '/redirects-api',
  '/captcha',
  '/social-api',
] as const;

/**
 * A read nobody answers must not leave a spinner forever (issue: hanging config / remote pages). 15 s covers a slow
 * mobile network on a heavy answer; the start-up calls (site config, remote pages) set 10 s, since their error
 * view has a retry and a player should not stare at nothing longer. Writes get 30 s: giving up early on a write
 * the platform may still carry out is worse than waiting.
 */
export const DEFAULT_READ_TIMEOUT_MS = 15_000;
export const DEFAULT_WRITE_TIMEOUT_MS = 30_000;
/** Site config and remote pages: what the first paint waits for. */
export const START_UP_TIMEOUT_MS = 10_000;

export function timeoutOf(call: Pick<CallDefinition, 'timeoutMs' | 'method'>): number {
  return call.timeoutMs ?? (call.method === 'GET' ? DEFAULT_READ_TIMEOUT_MS : DEFAULT_WRITE_TIMEOUT_MS);
}

/** Where a call goes and how: plain data, light enough for the first load. */
export interface CallBasics {
  /** Unique, camelCase: the name errors and logs use (`getToken`, `limitsSave`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path on the platform origin, `:param` segments allowed (`/web-api/print-coupon/:couponId`). */
  readonly path: string;
  /** How the body travels: JSON (default), urlencoded form, or multipart form data. */
  readonly bodyEncoding?: 'json' | 'form' | 'multipart';
  /** `json` (default); `text` for non-JSON answers; `empty` for 204; `blob` for images. */
  readonly responseType?: 'json' | 'text' | 'empty' | 'blob';
  /**
   * How long the client waits for the whole answer before it gives up (a network failure, retried like one).
   * Unset: `DEFAULT_READ_TIMEOUT_MS` for GET, `DEFAULT_WRITE_TIMEOUT_MS` otherwise.
   */
  readonly timeoutMs?: number;
  /** `token`: the base query adds `Authorization: Bearer <token>` (fetching one when missing or expired). */
  readonly auth?: 'none' | 'token';
  /** Fixed request headers this call always sends (beside X-Requested-With and X-app-n). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * What the contract says of a call beyond where it goes: the runtime schemas of what it sends and is answered,
 * and where the spec stands on it. A lazy call keeps all of this in its area's chunk.
 */
export interface CallSchemas {
  /** Path parameters. */
  readonly params?: z.ZodMiniType;
  /** Query string parameters. */
  readonly query?: z.ZodMiniType;
  /** Request body. */
  readonly body?: z.ZodMiniType;
  /** The successful answer. For `responseType: 'empty'` use `z.undefined()`. */
  readonly response: z.ZodMiniType;
  /**
   * Headers whose value the caller supplies per request (the limit service's language, the login
   * fingerprint, force-spa), as a schema over lower-case names, the way `Headers` iterates them.
   */
  readonly requestHeaders?: z.ZodMiniType;
  /**
   * Error answers this call documents, by HTTP status. Every call may also answer 401 (no session or
   * token) and 451 (`LegalErrorSchema`, terms not confirmed); those are not repeated here.
   */
  readonly errors?: Readonly<Partial<Record<number, z.ZodMiniType>>>;
  /**
   * `spec`: method, path and shape as the spec documents show them.
   * `kickoff`: the spec says "not shown"; Kickoff chose this path/shape to fit the platform's conventions.
   */
  readonly origin: 'spec' | 'kickoff';
  /** Where the spec describes it (`doc 000 §7`) and anything worth knowing. */
  readonly doc: string;
}

/**
 * One platform call: where it goes and what the contract says of it, schemas at hand. What the platform mock, the
 * emulator and the contract tests read (`platformContract` holds every call so, the lazy ones with their chunk's part).
 */
export interface CallDefinition extends CallBasics, CallSchemas {}

/**
 * A call whose schemas live in a chunk of their own (zod and the shapes stay off the first load): the client
 * loads them when the call's first answer must be checked. `platformContract` has the same call with them at hand.
 */
export interface LazyCallDefinition<S extends CallSchemas = CallSchemas> extends CallBasics {
  readonly schemas: () => Promise<S>;
}

/** Every call of one contract area with its schemas, by call name: what an area's schema chunk exports. */
export type CallSchemaSet = { readonly [name: string]: CallSchemas };

/** What the client can send: a call with its schemas at hand or one that loads them. */
export type AnyCallDefinition = CallDefinition | LazyCallDefinition;

/** Keeps the literal types of a definition (so `CallResponse<typeof getToken>` is exact). */
export function defineCall<const T extends AnyCallDefinition>(call: T): T {
  return call;
}

/** The schemas of a call, whether at hand or behind its loader (types only). */
export type SchemasOf<C extends AnyCallDefinition> = C extends { schemas: () => Promise<infer S> } ? S : C;
/** A lazy call as `platformContract` holds it: its schemas at hand. */
export type LoadedCall<C extends AnyCallDefinition> = C extends LazyCallDefinition
  ? Omit<C, 'schemas'> & SchemasOf<C>
  : C;

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodMiniType ? z.input<T> : undefined;
type Part<C extends AnyCallDefinition, K extends keyof CallSchemas> = K extends keyof SchemasOf<C>
  ? SchemasOf<C>[K]
  : undefined;

export type CallResponse<C extends AnyCallDefinition> = Infer<Part<C, 'response'>>;
export type CallQuery<C extends AnyCallDefinition> = InferInput<Part<C, 'query'>>;
export type CallBody<C extends AnyCallDefinition> = InferInput<Part<C, 'body'>>;
export type CallParams<C extends AnyCallDefinition> = InferInput<Part<C, 'params'>>;
export type CallRequestHeaders<C extends AnyCallDefinition> = InferInput<Part<C, 'requestHeaders'>>;

/**
 * The loader of one contract area's schema chunk, shared by its calls: the chunk is asked for once however many
 * calls wait on it, and asked again after a failed load (a network blip must not poison every later call).
 */
export function areaSchemas<M extends CallSchemaSet>(
  load: () => Promise<M>,
): <K extends keyof M & string>(name: K) => () => Promise<M[K]> {
  let loading: Promise<M> | undefined;
  const area = (): Promise<M> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return (name) => () => area().then((schemas) => schemas[name] as M[typeof name]);
}
