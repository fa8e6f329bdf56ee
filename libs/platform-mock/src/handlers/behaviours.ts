import { type CallDefinition, platformContract } from '@kickoff/platform-api';
import { accountsBehaviours } from './accounts-behaviours';
import { analyticsBehaviours } from './analytics-behaviours';
import { authBehaviours } from './auth-behaviours';
import type { CallBehaviour } from './behaviour';
import { blockingBehaviours } from './blocking-behaviours';
import { captchaBehaviours } from './captcha-behaviours';
import { configBehaviours } from './config-behaviours';
import { couponBehaviours } from './coupon-behaviours';
import { gamesBehaviours } from './games-behaviours';
import { limitsBehaviours } from './limits-behaviours';
import { lineBehaviours } from './line-behaviours';
import { passwordRecoveryBehaviours } from './password-recovery-behaviours';
import { registrationBehaviours } from './registration-behaviours';
import { remotePageBehaviours } from './remote-page-behaviours';
import { seoBehaviours } from './seo-behaviours';
import { socialBehaviours } from './social-behaviours';
import { userBehaviours } from './user-behaviours';
import { platformError } from './answers';

/** Every behaviour, by call name. */
export const behavioursByCall: ReadonlyMap<string, CallBehaviour> = new Map(
  [
    ...userBehaviours,
    ...authBehaviours,
    ...registrationBehaviours,
    ...passwordRecoveryBehaviours,
    ...captchaBehaviours,
    ...configBehaviours,
    ...accountsBehaviours,
    ...limitsBehaviours,
    ...blockingBehaviours,
    ...socialBehaviours,
    ...remotePageBehaviours,
    ...gamesBehaviours,
    ...seoBehaviours,
    ...analyticsBehaviours,
    ...couponBehaviours,
    ...lineBehaviours,
  ].map((entry) => [entry.call.name, entry]),
);

export function contractCalls(): CallDefinition[] {
  return Object.values(platformContract) as CallDefinition[];
}

/** Contract calls the mock has no behaviour for yet (the contract test lists them). */
export function callsWithoutBehaviour(): string[] {
  return contractCalls()
    .filter((call) => !behavioursByCall.has(call.name))
    .map((call) => call.name);
}

/**
 * A call the contract gained before the mock learnt it still gets a handler, answering 501 in the
 * platform's error shape, so nothing falls through to the real network.
 */
function notImplemented(call: CallDefinition): CallBehaviour {
  return {
    call,
    access: 'public',
    resolve: () => platformError(501, 501, `platform-mock has no behaviour for ${call.name} yet`),
  };
}

/**
 * Behaviours in contract order, each bound to the contract's own definition (not the one the behaviour
 * file imported), so a handler always answers for the contract as it stands.
 */
export function behavioursForContract(): CallBehaviour[] {
  return contractCalls().map((call) => {
    const known = behavioursByCall.get(call.name);
    return known ? { ...known, call } : notImplemented(call);
  });
}
