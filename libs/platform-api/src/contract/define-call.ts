import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The platform's API families, each under its own base path on the platform origin. */
export const PLATFORM_BASE_PATHS = ['/web-api', '/bff-api', '/limit-service-api', '/blocks-api', '/redirects-api', '/captcha', '/social-api'] as const;

/**
 * One platform call: where it goes and the runtime schemas of what is sent and answered.
 * The same definition serves the client (validating answers), the MSW handlers and the emulator.
 */
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

export interface CallDefinition {
  /** Unique, camelCase: the name errors and logs use (`getToken`, `limitsSave`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path on the platform origin, `:param` segments allowed (`/web-api/print-coupon/:couponId`). */
  readonly path: string;
  /** Path parameters. */
  readonly params?: z.ZodMiniType;
  /** Query string parameters. */
  readonly query?: z.ZodMiniType;
  /** Request body. */
  readonly body?: z.ZodMiniType;
  /** How the body travels: JSON (default), urlencoded form, or multipart form data. */
  readonly bodyEncoding?: 'json' | 'form' | 'multipart';
  /** The successful answer. For `responseType: 'empty'` use `z.undefined()`. */
  readonly response: z.ZodMiniType;
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

/** Keeps the literal types of a definition (so `CallResponse<typeof getToken>` is exact). */
export function defineCall<const T extends CallDefinition>(call: T): T {
  return call;
}

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodMiniType ? z.input<T> : undefined;

export type CallResponse<C extends CallDefinition> = Infer<C['response']>;
export type CallQuery<C extends CallDefinition> = InferInput<C['query']>;
export type CallBody<C extends CallDefinition> = InferInput<C['body']>;
export type CallParams<C extends CallDefinition> = InferInput<C['params']>;
export type CallRequestHeaders<C extends CallDefinition> = InferInput<C['requestHeaders']>;
