import type { AnyCallDefinition, CallDefinition, LoadedCall } from '@kickoff/platform-api';
import type { z } from 'zod/mini';
import type { ModelContext } from '../model/context';
import type { User } from '../model/users';
import { type Answer, unauthorized } from './answers';

type Parsed<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

/** A request as a behaviour sees it: parsed against the contract, with who is asking. */
export interface CallContext<C extends CallDefinition> {
  call: C;
  model: ModelContext;
  request: Request;
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  cookies: Record<string, string>;
  /** The signed-in user: from the bearer token on token calls, else the session cookie (or a bearer token when there is no cookie jar). */
  user: User | undefined;
  /** The session the request belongs to, if any. */
  sessionId: string | undefined;
}

/**
 * Who may call:
 * - `public` (default of `auth: 'none'`): anyone; the user is known when there is a session.
 * - `user` (default of `auth: 'token'`): a valid bearer token of a signed-in user, else 401.
 * - `optional-token`: anonymous visitors call without a token; a token that is sent must be valid.
 */
export type Access = 'public' | 'user' | 'optional-token';

export interface CallBehaviour<C extends CallDefinition = CallDefinition> {
  call: C;
  access?: Access;
  /** Answers while the user's terms are changed (the terms calls themselves); every other token call answers 451. */
  allowWhileTermsChanged?: boolean;
  resolve(context: CallContext<C>): Answer<C> | Promise<Answer<C>>;
}

/** Ties a behaviour to its call so `resolve` sees that call's parsed types and answers its response type. */
export function behaviour<
  A extends AnyCallDefinition,
  C extends CallDefinition = Extract<LoadedCall<A>, CallDefinition>,
>(call: A, spec: Omit<CallBehaviour<C>, 'call'>): CallBehaviour {
  return { call, ...spec } as unknown as CallBehaviour;
}

/**
 * A behaviour for signed-in users only: its `resolve` gets a `user` that is always there (the call handler
 * answered 401 before it otherwise; the check here only keeps the types honest).
 */
export function userBehaviour<
  A extends AnyCallDefinition,
  C extends CallDefinition = Extract<LoadedCall<A>, CallDefinition>,
>(
  call: A,
  spec: Omit<CallBehaviour<C>, 'call' | 'access' | 'resolve'> & {
    resolve(context: CallContext<C> & { user: User }): Answer<C> | Promise<Answer<C>>;
  },
): CallBehaviour {
  return behaviour<A, C>(call, {
    ...spec,
    access: 'user',
    resolve: (context) =>
      context.user ? spec.resolve({ ...context, user: context.user }) : unauthorized('Sign in required'),
  });
}
