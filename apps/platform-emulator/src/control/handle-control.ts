import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformMock, PlatformStatePatch } from '@kickoff/platform-mock';
import { HttpError } from '../http/http-error';
import { parseJson, parseJsonObject } from '../http/parse-json';
import { readBody } from '../http/read-body';
import { send, sendJson } from '../http/send';
import { MAX_ADVANCE_MS } from './advance-limit';
import { controlPage } from './control-page';
import { refuseForeignCallers } from './refuse-foreign-callers';

export const CONTROL_PREFIX = '__emulator';

export interface ControlContext {
  mock: PlatformMock;
  bodyLimit: number;
}

type Route = (req: IncomingMessage, res: ServerResponse, context: ControlContext) => Promise<void> | void;

function clockJson(mock: PlatformMock) {
  const now = mock.clock.now();
  return { now, iso: new Date(now).toISOString() };
}

/** Calls into the mock with input the client sent: a mock refusing it is the client's error, not ours. */
function applyClientInput(action: () => void): void {
  try {
    action();
  } catch (error) {
    throw new HttpError(400, (error as Error).message);
  }
}

const advanceClock: Route = async (req, res, { mock, bodyLimit }) => {
  const body = parseJson(await readBody(req, bodyLimit));
  const advanceMs = (body as { advanceMs?: unknown } | null)?.advanceMs;
  if (typeof advanceMs !== 'number' || !(advanceMs >= 0 && advanceMs <= MAX_ADVANCE_MS)) {
    throw new HttpError(400, `advanceMs must be a number of milliseconds from 0 to ${MAX_ADVANCE_MS} (10 years)`);
  }
  // The model's times are whole milliseconds (tokens, fingerprints, snapshots): 0.5 left every fingerprint call a 500.
  if (!Number.isInteger(advanceMs)) throw new HttpError(400, 'advanceMs must be whole milliseconds');
  applyClientInput(() => mock.advanceClock(advanceMs));
  sendJson(res, 200, clockJson(mock));
};

const patchState: Route = async (req, res, { mock, bodyLimit }) => {
  const patch = parseJsonObject(await readBody(req, bodyLimit));
  applyClientInput(() => mock.patchState(patch as PlatformStatePatch));
  res.writeHead(204, { 'cache-control': 'no-store' }).end();
};

const showPage: Route = (_req, res, { mock }) =>
  send(res, 200, controlPage(mock.demoUsers, clockJson(mock).iso), { 'content-type': 'text/html; charset=utf-8' });

const reset: Route = (_req, res, { mock }) => {
  mock.reset();
  res.writeHead(204, { 'cache-control': 'no-store' }).end();
};

const readClock: Route = (_req, res, { mock }) => sendJson(res, 200, clockJson(mock));
const readState: Route = (_req, res, { mock }) => sendJson(res, 200, mock.snapshot());

const readRequests: Route = (req, res, { mock }) => {
  const call = new URL(req.url ?? '/', 'http://emulator').searchParams.get('call');
  sendJson(res, 200, mock.requests(call ?? undefined));
};

const clearRequests: Route = (_req, res, { mock }) => {
  mock.clearRequests();
  res.writeHead(204, { 'cache-control': 'no-store' }).end();
};

/** Maps, not object literals: a path segment like `__proto__` must find nothing. */
const routes: ReadonlyMap<string, ReadonlyMap<string, Route>> = new Map([
  ['', new Map([['GET', showPage]])],
  ['reset', new Map([['POST', reset]])],
  [
    'clock',
    new Map([
      ['GET', readClock],
      ['POST', advanceClock],
    ]),
  ],
  [
    'state',
    new Map([
      ['GET', readState],
      ['PATCH', patchState],
    ]),
  ],
  [
    'requests',
    new Map([
      ['GET', readRequests],
      ['DELETE', clearRequests],
    ]),
  ],
]);

/** `/__emulator/<segments…>`: the control API for tests and demos (only mounted when control is enabled). */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  segments: readonly string[],
  context: ControlContext,
): Promise<void> {
  const byMethod = segments.length <= 2 ? routes.get(segments[1] ?? '') : undefined;
  if (!byMethod) throw new HttpError(404, `no control endpoint /${segments.join('/')}`);
  refuseForeignCallers(req);
  // HEAD reads like GET, so curl -I and link checkers work on the page.
  const route = byMethod.get(req.method === 'HEAD' ? 'GET' : (req.method ?? ''));
  if (!route) {
    const allowed = [...byMethod.keys()];
    throw new HttpError(405, `use ${allowed.join(' or ')}`, { allow: allowed.join(', ') });
  }
  await route(req, res, context);
}
