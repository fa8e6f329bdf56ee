import {
  type CallDefinition,
  LegalErrorSchema,
  PlatformErrorSchema,
  TERMS_EXCEPTION_CODE,
} from '@kickoff/platform-api';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import { checkToken } from '../model/identity';
import type { ModelContext } from '../model/context';
import { type Answer, type ErrorAnswer, badRequest, platformError, unauthorized } from './answers';
import type { Access, CallBehaviour, CallContext } from './behaviour';
import { ContractViolationError, issuesOf } from './contract-violation';
import { type Identity, bearerToken, identityFromSession, identityFromToken } from './identity';
import { headersOf, queryOf, readBody } from './read-request';
import type { RequestLog } from './request-log';

export interface HandlerEnvironment {
  model: ModelContext;
  log: RequestLog;
  baseUrl: string;
}

function describeIssues(error: z.core.$ZodError): string {
  return issuesOf(error)
    .map((issue) => `${issue.path || '<root>'}: ${issue.message}`)
    .join('; ');
}

/** Sign-in calls answer a missing fingerprint with their own code (120), not a generic 400. */
function headerProblem(call: CallDefinition, request: Request): string | undefined {
  if (!call.requestHeaders) return undefined;
  const parsed = call.requestHeaders.safeParse(headersOf(request));
  if (parsed.success) return undefined;
  const issues = issuesOf(parsed.error).filter((issue) => issue.path !== 'x-fingerprint');
  return issues.length === 0 ? undefined : issues.map((issue) => `header ${issue.path}: ${issue.message}`).join('; ');
}

function authenticate(
  env: HandlerEnvironment,
  access: Access,
  request: Request,
  cookies: Record<string, string>,
): Identity | ErrorAnswer {
  const token = bearerToken(request);
  if (access === 'public' || (access === 'optional-token' && token === undefined))
    return identityFromSession(env.model, request, cookies);
  const check = checkToken(env.model, token);
  if (!check.ok)
    return unauthorized(
      check.reason === 'expired'
        ? 'Token expired'
        : check.reason === 'missing'
          ? 'Authorization required'
          : 'Invalid token',
    );
  if (access === 'user' && !check.user) return unauthorized('Sign in required');
  return identityFromToken(check);
}

type Parsed = Pick<CallContext<CallDefinition>, 'params' | 'query' | 'body'>;

async function parseRequest(
  call: CallDefinition,
  request: Request,
  params: Record<string, unknown>,
): Promise<Parsed | ErrorAnswer> {
  const parsedParams = call.params?.safeParse(params);
  if (parsedParams && !parsedParams.success) return badRequest(`Bad path: ${describeIssues(parsedParams.error)}`);
  const parsedQuery = call.query?.safeParse(queryOf(request));
  if (parsedQuery && !parsedQuery.success) return badRequest(`Bad query: ${describeIssues(parsedQuery.error)}`);
  const raw = await readBody(request, call);
  if (!raw.ok) return badRequest('Malformed request body');
  const parsedBody = call.body?.safeParse(raw.value);
  if (parsedBody && !parsedBody.success) return badRequest(`Bad body: ${describeIssues(parsedBody.error)}`);
  const problem = headerProblem(call, request);
  if (problem) return badRequest(problem);
  return { params: parsedParams?.data, query: parsedQuery?.data, body: parsedBody?.data };
}

function errorSchema(call: CallDefinition, status: number): z.ZodMiniType {
  return call.errors?.[status] ?? (status === 451 ? LegalErrorSchema : PlatformErrorSchema);
}

/** Checks the answer against the contract (throwing when it is off) and turns it into a Response. */
export function toResponse(call: CallDefinition, answer: Answer): Response {
  const status = answer.status ?? (call.responseType === 'empty' ? 204 : 200);
  const schema = answer.kind === 'ok' ? call.response : errorSchema(call, status);
  const checked = schema.safeParse(answer.body);
  if (!checked.success) throw new ContractViolationError(call.name, status, issuesOf(checked.error));
  const headers = new Headers();
  for (const cookie of answer.setCookies ?? []) headers.append('Set-Cookie', cookie);
  if (answer.kind === 'error') return HttpResponse.json(answer.body, { status, headers });
  switch (call.responseType ?? 'json') {
    case 'empty':
      return new HttpResponse(null, { status, headers });
    case 'text':
      return HttpResponse.text(answer.body as string, { status, headers });
    case 'blob': {
      const blob = answer.body as Blob;
      headers.set('Content-Type', blob.type || 'application/octet-stream');
      return new HttpResponse(blob, { status, headers });
    }
    default:
      return HttpResponse.json(answer.body as never, { status, headers });
  }
}

function termsBlock(call: CallDefinition, behaviour: CallBehaviour, identity: Identity): ErrorAnswer | undefined {
  if (call.auth !== 'token' || behaviour.allowWhileTermsChanged || !identity.user?.termsChanged) return undefined;
  return {
    kind: 'error',
    status: 451,
    body: { exception_code: TERMS_EXCEPTION_CODE, message: 'The terms changed: confirm them to continue' },
  };
}

/** A failure the test or the emulator's user asked for (`patchState({ failNext })`): the platform down, nothing done. */
function forcedFailure(env: HandlerEnvironment, call: CallDefinition): ErrorAnswer | undefined {
  const left = env.model.state.failNext[call.name] ?? 0;
  if (left === 0) return undefined;
  if (left === 1) delete env.model.state.failNext[call.name];
  else env.model.state.failNext[call.name] = left - 1;
  return platformError(500, 500, 'Failure forced by the platform mock (failNext)');
}

/** 401 before 451 before 400, as the platform does: who you are matters before what you sent. */
async function respond(
  env: HandlerEnvironment,
  behaviour: CallBehaviour,
  request: Request,
  params: Record<string, unknown>,
  cookies: Record<string, string>,
): Promise<Answer> {
  const { call } = behaviour;
  const forced = forcedFailure(env, call);
  if (forced) return forced;
  const identity = authenticate(env, behaviour.access ?? (call.auth === 'token' ? 'user' : 'public'), request, cookies);
  if ('kind' in identity) return identity;
  const blocked = termsBlock(call, behaviour, identity);
  if (blocked) return blocked;
  const parsed = await parseRequest(call, request, params);
  if ('kind' in parsed) return parsed;
  return behaviour.resolve({ call, model: env.model, request, cookies, ...identity, ...parsed });
}

/** One MSW handler per contract call: log, authenticate, check terms, parse, resolve, check the answer. */
export function createCallHandler(env: HandlerEnvironment, behaviour: CallBehaviour): HttpHandler {
  const { call } = behaviour;
  const method = call.method.toLowerCase() as Lowercase<CallDefinition['method']>;
  return http[method](`${env.baseUrl}${call.path}`, async ({ request, params, cookies }) => {
    const copy = request.clone();
    const raw = await readBody(copy, call);
    env.log.record({
      call: call.name,
      method: request.method,
      url: request.url,
      headers: headersOf(request),
      body: raw.ok ? raw.value : raw.text,
      at: env.model.clock.now(),
    });
    return toResponse(call, await respond(env, behaviour, request, params, cookies));
  });
}
