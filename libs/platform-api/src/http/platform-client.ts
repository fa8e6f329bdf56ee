import type { AnyCallDefinition } from '../contract/define-call';
import { deviceFingerprint, getToken } from '../contract/user';
import type { PlatformEnvironment } from './environment';
import { createFingerprintService, type FingerprintService } from './fingerprint';
import { createTokenManager, type TokenManager } from './token-manager';

/** The environment plus the state the HTTP layer keeps per app: the token and the fingerprint. */
export interface PlatformClient {
  env: PlatformEnvironment;
  tokens: TokenManager;
  fingerprint: FingerprintService;
  /** The token call never goes through the 401 cycle (API-009). */
  tokenCallName: string;
}

export interface PlatformClientCalls {
  getToken: AnyCallDefinition;
  fingerprint: AnyCallDefinition;
}

export function createPlatformClientWith(env: PlatformEnvironment, calls: PlatformClientCalls): PlatformClient {
  return {
    env,
    tokens: createTokenManager(env, calls.getToken),
    fingerprint: createFingerprintService(env, calls.fingerprint),
    tokenCallName: calls.getToken.name,
  };
}

/** The client of the real platform calls (`getToken`, `deviceFingerprint`). */
export function createPlatformClient(env: PlatformEnvironment): PlatformClient {
  return createPlatformClientWith(env, { getToken, fingerprint: deviceFingerprint });
}
