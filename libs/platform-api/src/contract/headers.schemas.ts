import { z } from 'zod/mini';

// Per-request headers as the calls' `requestHeaders` schemas check them.

/** The sign-in request headers, lower-cased as `Headers` iterates them. */
export const SignInHeadersSchema = z.looseObject({
  'x-fingerprint': z.string().check(z.minLength(1)),
  'x-captcha': z.optional(z.string().check(z.minLength(1))),
});

export const LanguageHeadersSchema = z.looseObject({
  'accept-language': z.string().check(z.regex(/^[a-z]{2}$/)),
});

export const ForceSpaHeadersSchema = z.looseObject({
  'force-spa': z.optional(z.literal('1')),
});
