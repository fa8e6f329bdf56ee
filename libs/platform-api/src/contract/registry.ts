import { accountsCalls } from './accounts';
import { analyticsCalls } from './analytics';
import { authCalls } from './auth';
import { blockingCalls } from './blocking';
import { captchaCalls } from './captcha';
import { configCalls } from './config';
import { couponCalls } from './coupon';
import { gamesCalls } from './games';
import { limitsCalls } from './limits';
import { lineCalls } from './line';
import { registrationCalls } from './registration';
import { remotePageCalls } from './remote-pages';
import { seoCalls } from './seo';
import { socialCalls } from './social';
import { userCalls } from './user';

/** Every call of the contract, in area order. */
export const platformCalls = [
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

export type PlatformCall = (typeof platformCalls)[number];
export type PlatformCallName = PlatformCall['name'];

/** Every call keyed by its `name`: what the MSW handlers and the contract test iterate. */
export type PlatformContract = { readonly [C in PlatformCall as C['name']]: C };

export const platformContract: PlatformContract = Object.freeze(
  Object.fromEntries(platformCalls.map((call) => [call.name, call])),
) as PlatformContract;
