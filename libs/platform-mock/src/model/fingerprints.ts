import { type ModelContext, nextId } from './context';
import { hashNumbers } from './random';
import type { Fingerprint } from './state';

/** How long a device fingerprint token is accepted by login. */
export const FINGERPRINT_LIFETIME_MS = 60 * 60 * 1000;

export function issueFingerprint(context: ModelContext): Fingerprint {
  const number = nextId(context, 'fingerprint');
  const token = `fp-${number}-${hashNumbers(context.state.seed, number, 0xf1).toString(36)}`;
  const fingerprint = { token, expiresAt: context.clock.now() + FINGERPRINT_LIFETIME_MS };
  context.state.fingerprints[token] = fingerprint;
  return fingerprint;
}

export function isFingerprintValid(context: ModelContext, token: string | null | undefined): boolean {
  const fingerprint = token ? context.state.fingerprints[token] : undefined;
  return fingerprint !== undefined && fingerprint.expiresAt > context.clock.now();
}
