import type { PlatformEnvironment } from './environment';
import type { PlatformClient } from './platform-client';

/**
 * The platform's HTTP client before it is needed: the client (token, fingerprint, the exchange and its checks) is a
 * chunk of its own, loaded with the first call (the session check, right after the start), so the first page's
 * scripts do not carry it. A failed load is tried again on the next call.
 */
export interface PlatformConnection {
  readonly env: PlatformEnvironment;
  connect(): Promise<PlatformClient>;
}

export function platformConnection(env: PlatformEnvironment): PlatformConnection {
  let client: Promise<PlatformClient> | undefined;
  return {
    env,
    connect: () =>
      (client ??= import('./platform-client').then(
        (chunk) => chunk.createPlatformClient(env),
        (error: unknown) => {
          client = undefined;
          throw error;
        },
      )),
  };
}

/** A client at hand (tests, tools) or a connection (the site). */
export type PlatformSource = PlatformClient | PlatformConnection;

export const clientOf = (source: PlatformSource): Promise<PlatformClient> | PlatformClient =>
  'connect' in source ? source.connect() : source;
