import { randomBytes } from 'node:crypto';
import { contentSecurityPolicy, type PolicyInput } from './csp';

/** 128 random bits per response: a nonce that repeats or can be guessed protects nothing. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Features the site never uses are switched off for it and anything it frames; payment stays with the site. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), browsing-topics=()';

/** Two years, the preload list's minimum; sent only over HTTPS, where a browser honours it. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The security headers of every HTML answer. */
export function pageSecurityHeaders(policy: PolicyInput, { https }: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(policy),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // Sign-in popups (social networks) keep their opener; other windows get none.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}
