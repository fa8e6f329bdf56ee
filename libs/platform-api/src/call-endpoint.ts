import type {
  BaseQueryApi,
  EndpointBuilder,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
} from '@reduxjs/toolkit/query';
import type {
  AnyCallDefinition,
  CallBody,
  CallParams,
  CallQuery,
  CallRequestHeaders,
  CallResponse,
  HttpMethod,
} from './contract/define-call';
import type { PlatformBaseQuery } from './http/platform-base-query';
import type { PlatformError } from './http/platform-error';
import type { PlatformRequest } from './http/send';

export type EndpointKind = 'query' | 'mutation';

/** A part the call's schemas name is required (optional when its schema accepts nothing); one they do not name is refused. */
type Slot<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: never }
  : undefined extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

type RequestOf<C extends AnyCallDefinition> = Slot<'params', CallParams<C>> &
  Slot<'query', CallQuery<C>> &
  Slot<'body', CallBody<C>> & {
    /** Only the per-request headers the call declares; the HTTP layer adds the ones it owns (fingerprint, captcha). */
    readonly headers?: [CallRequestHeaders<C>] extends [undefined] ? never : Partial<CallRequestHeaders<C>>;
  };

/**
 * What an endpoint sends with a call, typed by the call's schemas: its params, query, body and declared headers.
 * With several calls (one endpoint, two forms of one request) `call` names the one sent; the first by default.
 */
export type CallRequest<C extends AnyCallDefinition> = C extends AnyCallDefinition
  ? RequestOf<C> & { readonly call?: NoInfer<C> }
  : never;

/** The part of a request the endpoint's argument is, as it is (`arg: 'body'`): only parts the call has. */
export type RequestPart<C extends AnyCallDefinition> = {
  [P in 'params' | 'query' | 'body']: [RequestOf<C>[P]] extends [undefined] ? never : P;
}['params' | 'query' | 'body'];

type PartType<C extends AnyCallDefinition, P> = [P] extends [never]
  ? void
  : [P] extends ['params']
    ? CallParams<C>
    : [P] extends ['query']
      ? CallQuery<C>
      : [P] extends ['body']
        ? CallBody<C>
        : void;

/**
 * A call's answer as an endpoint reads it: the contract's type without the open index signature of its loose objects
 * (which keep the platform's extra keys at run time), so a misspelt field is a compile error, not an `unknown`.
 */
export type CallAnswer<C extends AnyCallDefinition> = Closed<CallResponse<C>>;

type Closed<T> = T extends string | number | boolean | bigint | symbol | null | undefined | Blob
  ? T
  : T extends readonly unknown[]
    ? { [I in keyof T]: Closed<T[I]> }
    : T extends object
      ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Closed<T[K]> }
      : T;

/** A call's method decides: GET is a query, every other method a mutation; calls of both kinds must say. */
export type KindOf<C extends AnyCallDefinition> = [C['method']] extends ['GET']
  ? 'query'
  : [C['method']] extends [Exclude<HttpMethod, 'GET'>]
    ? 'mutation'
    : never;

/** `kind` may be left out only when the method decides it (one call, or calls of one kind). */
type KindOption<C extends AnyCallDefinition, K> = [KindOf<C>] extends [never] ? { kind: K } : { kind?: K };

/** What a call sent from `run` gives back: the answer as the contract types it, or the platform error. */
export type CallOutcome<C extends AnyCallDefinition> =
  { data: CallAnswer<C>; error?: undefined } | { error: PlatformError; data?: undefined };

/** What an endpoint's `run` gives back: its answer, or a platform error. */
export type EndpointOutcome<R> = { data: R; error?: undefined } | { error: PlatformError; data?: undefined };

/** True when the call's request has no required part (no params, query or body it must be given). */
type NothingRequired<C extends AnyCallDefinition> = Record<never, never> extends RequestOf<C> ? true : false;

/** A call whose request has required parts cannot be sent without `request` or `arg`. */
type SendsNothingRequired<C extends AnyCallDefinition> =
  NothingRequired<C> extends true ? unknown : { request: (arg: never) => CallRequest<C> };

/** How the endpoint's argument becomes the call's request, and its answer the endpoint's. */
type Mapping<C extends AnyCallDefinition, A, R> =
  | {
      /** Builds the call's request from the endpoint's own argument (whose type is this function's parameter). */
      request: (arg: A) => CallRequest<C>;
      arg?: never;
      /** Reads the endpoint's answer from the call's (typed by the contract). */
      transformResponse?: (answer: CallAnswer<C>, meta: unknown, arg: A) => R | Promise<R>;
      run?: never;
    }
  | {
      /** The endpoint's argument is this part of the request as it is. */
      arg: RequestPart<C>;
      request?: never;
      transformResponse?: (answer: CallAnswer<C>, meta: unknown, arg: A) => R | Promise<R>;
      run?: never;
    }
  | ({
      request?: never;
      arg?: never;
      transformResponse?: (answer: CallAnswer<C>, meta: unknown, arg: A) => R | Promise<R>;
      run?: never;
    } & SendsNothingRequired<C>)
  | {
      /**
       * The endpoint's own course around the call (retries, a reading that can fail): `send` sends it through the
       * base query, typed by the contract. In place of `request` and `transformResponse`.
       */
      run: (
        arg: A,
        send: (request: CallRequest<C>) => Promise<CallOutcome<C>>,
        api: BaseQueryApi,
      ) => EndpointOutcome<R> | Promise<EndpointOutcome<R>>;
      request?: never;
      arg?: never;
      transformResponse?: never;
    };

/** What RTK Query's own endpoint options offer (tags, cache lifetime, lifecycles, args' serialization …), unchanged. */
type EndpointExtras<K extends EndpointKind, A, R, Tags extends string, Path extends string> = K extends 'query'
  ? Omit<QueryExtraOptions<Tags, R, A, PlatformBaseQuery, Path>, 'type'>
  : Omit<MutationExtraOptions<Tags, R, A, PlatformBaseQuery, Path>, 'type'>;

export type CallEndpointOptions<
  C extends AnyCallDefinition,
  A,
  R,
  K extends EndpointKind,
  Tags extends string = never,
  Path extends string = string,
> = Mapping<C, A, R> & KindOption<C, K> & EndpointExtras<K, NoInfer<A>, NoInfer<R>, Tags, Path>;

export type CallEndpointDefinition<
  K extends EndpointKind,
  A,
  R,
  Tags extends string,
  Path extends string,
> = K extends 'query'
  ? QueryDefinition<A, PlatformBaseQuery, Tags, R, Path>
  : MutationDefinition<A, PlatformBaseQuery, Tags, R, Path>;

/** The call, or the first of several forms of one request (`request` then says which it sends). */
type CallOf<Cs> = Cs extends readonly (infer C extends AnyCallDefinition)[]
  ? C
  : Cs extends AnyCallDefinition
    ? Cs
    : never;

/** Options may be left out only when the call needs nothing sent. */
type OptionsArgument<O, C extends AnyCallDefinition> = NothingRequired<C> extends true ? [options?: O] : [options: O];

type Builder<Tags extends string, Path extends string> = EndpointBuilder<PlatformBaseQuery, Tags, Path>;

/**
 * An endpoint of the one API for a contract call, typed by the call's schemas: its argument is what `request` takes
 * (or the part named by `arg`, or nothing), its answer what `transformResponse` or `run` give (or the call's answer).
 * A query for GET calls and a mutation for the others unless `kind` says; every other option is RTK Query's own.
 *
 * ```ts
 * accountsBalance: callEndpoint(build, accountsBalance, { keepUnusedDataFor: 0 }),
 * couponPlace: callEndpoint(build, couponPlace, { arg: 'body' }),
 * couponLineGame: callEndpoint(build, lineGame, {
 *   request: ({ gameId, lng }: { gameId: number; lng: string }) => ({ params: { gameId }, query: { lng } }),
 * }),
 * ```
 */
export function callEndpoint<
  const Cs extends AnyCallDefinition | readonly [AnyCallDefinition, ...AnyCallDefinition[]],
  Tags extends string,
  Path extends string,
  P extends RequestPart<CallOf<Cs>> = never,
  A = PartType<CallOf<Cs>, P>,
  R = CallAnswer<CallOf<Cs>>,
  K extends EndpointKind = KindOf<CallOf<Cs>>,
>(
  build: Builder<Tags, Path>,
  call: Cs,
  ...options: OptionsArgument<CallEndpointOptions<CallOf<Cs>, A, R, K, Tags, Path> & { arg?: P }, CallOf<Cs>>
): NoInfer<CallEndpointDefinition<K, A, R, Tags, Path>> {
  const first = (Array.isArray(call) ? call[0] : call) as AnyCallDefinition;
  const { kind, request, arg, run, ...extras } = (options[0] ?? {}) as Loose;
  const sent = (parts: Loose['parts']): PlatformRequest => ({ ...parts, call: parts.call ?? first }) as PlatformRequest;
  const toRequest = (value: unknown): PlatformRequest =>
    request ? sent(request(value)) : arg ? sent({ [arg]: value }) : { call: first };
  const definition = run
    ? {
        ...extras,
        queryFn: (value: unknown, api: BaseQueryApi, _extra: unknown, baseQuery: BaseQueryOf) =>
          run(value, (parts) => Promise.resolve(baseQuery(sent(parts))), api),
      }
    : { ...extras, query: toRequest };
  const chosen = kind ?? (first.method === 'GET' ? 'query' : 'mutation');
  return (chosen === 'query' ? build.query(definition as never) : build.mutation(definition as never)) as never;
}

/**
 * An endpoint of the one API that sends no platform call (a cache entry the server fills, a test's stand-in): no
 * contract says its types, so `run`'s signature does. Every other option is RTK Query's own; a query unless `kind` says.
 */
export function localEndpoint<Tags extends string, Path extends string, A, R, K extends EndpointKind = 'query'>(
  build: Builder<Tags, Path>,
  options: {
    kind?: K;
    run: (arg: A, api: BaseQueryApi) => EndpointOutcome<R> | Promise<EndpointOutcome<R>>;
  } & EndpointExtras<K, NoInfer<A>, NoInfer<R>, Tags, Path>,
): NoInfer<CallEndpointDefinition<K, A, R, Tags, Path>> {
  const { kind, run, ...extras } = options;
  const definition = { ...extras, queryFn: (value: A, api: BaseQueryApi) => run(value, api) };
  return (kind === 'mutation' ? build.mutation(definition as never) : build.query(definition as never)) as never;
}

type BaseQueryOf = (request: PlatformRequest) => ReturnType<PlatformBaseQuery>;

/** The options as the body reads them: the types were checked at the call. */
interface Loose {
  kind?: EndpointKind;
  request?: (arg: unknown) => Loose['parts'];
  arg?: 'params' | 'query' | 'body';
  run?: (arg: unknown, send: (parts: Loose['parts']) => Promise<unknown>, api: BaseQueryApi) => unknown;
  parts: Partial<Omit<PlatformRequest, 'call'>> & { call?: AnyCallDefinition };
}
