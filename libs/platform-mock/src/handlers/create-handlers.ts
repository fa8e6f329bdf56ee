import type { RequestHandler } from 'msw';
import { behavioursForContract } from './behaviours';
import { type HandlerEnvironment, createCallHandler } from './call-handler';

/**
 * One handler per contract call. Paths with fixed segments come before parameterised ones of the same
 * method, so `/web-api/user/accounts/currencies` is never read as `/web-api/user/accounts/:id`.
 */
export function createHandlers(env: HandlerEnvironment): RequestHandler[] {
  const dynamicness = (path: string) => (path.includes(':') ? 1 : 0);
  return behavioursForContract()
    .sort((a, b) => dynamicness(a.call.path) - dynamicness(b.call.path))
    .map((behaviour) => createCallHandler(env, behaviour));
}
