import { accountsCalls } from './accounts';
import { accountsCallSchemas } from './accounts.schemas';
import { analyticsCalls } from './analytics';
import { authCalls } from './auth';
import { authCallSchemas } from './auth.schemas';
import { blockingCalls } from './blocking';
import { captchaCalls } from './captcha';
import { configCalls } from './config';
import { configCallSchemas } from './config.schemas';
import { couponCalls } from './coupon';
import type { AnyCallDefinition, CallSchemaSet, LoadedCall } from './define-call';
import { gamesCalls } from './games';
import { limitsCalls } from './limits';
import { lineCalls } from './line';
import { registrationCalls } from './registration';
import { remotePageCalls } from './remote-pages';
import { seoCalls } from './seo';
import { socialCalls } from './social';
import { userCalls } from './user';
import { userCallSchemas } from './user.schemas';

/** Every call as the client sends it, in area order: the lazy ones load their schemas when first answered. */
const sentCalls = [
  ...userCalls,
  ...authCalls,
  ...registrationCalls,
  ...captchaCalls,
  ...configCalls,
  ...accountsCalls,
  ...limitsCalls,
  ...blockingCalls,
  ...socialCalls,
  ...remotePageCalls,
  ...gamesCalls,
  ...seoCalls,
  ...analyticsCalls,
  ...couponCalls,
  ...lineCalls,
] as const;

/** The schema chunks of the lazy areas, at hand here: the mock, the emulator and the contract tests read them at once. */
const lazySchemas: CallSchemaSet = {
  ...userCallSchemas,
  ...authCallSchemas,
  ...configCallSchemas,
  ...accountsCallSchemas,
};

export type PlatformCall = LoadedCall<(typeof sentCalls)[number]>;

function loaded(call: AnyCallDefinition): PlatformCall {
  if (!('schemas' in call)) return call as PlatformCall;
  const { schemas: _loader, ...basics } = call;
  const schemas = lazySchemas[call.name];
  if (!schemas) throw new Error(`platform-api: no schemas for the lazy call ${call.name}`);
  return { ...basics, ...schemas } as PlatformCall;
}

/** Every call of the contract with its schemas at hand, in area order. */
export const platformCalls: readonly PlatformCall[] = sentCalls.map(loaded);
export type PlatformCallName = PlatformCall['name'];

/** Every call keyed by its `name`: what the MSW handlers and the contract test iterate. */
export type PlatformContract = { readonly [C in PlatformCall as C['name']]: C };

export const platformContract: PlatformContract = Object.freeze(
  Object.fromEntries(platformCalls.map((call) => [call.name, call])),
) as PlatformContract;
