import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { LanguageCodeSchema, queryInt } from './common';
import { defineCall } from './define-call';

/* One-tap social sign-in (doc 001 §3, §7): under /social-api/oauth/, exact paths Kickoff's. */

export const socialOneTapClientId = defineCall({
  name: 'socialOneTapClientId',
  method: 'GET',
  path: '/social-api/oauth/one-tap/client-id',
  response: lazySchema(() => z.looseObject({ clientId: z.string().check(z.minLength(1)) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 one-tap client id "under /social-api/oauth/": the path below it is Kickoff’s. Anonymous visitors only.',
});

export const socialOneTapSignIn = defineCall({
  name: 'socialOneTapSignIn',
  method: 'POST',
  path: '/social-api/oauth/one-tap/sign-in',
  bodyEncoding: 'multipart',
  body: lazySchema(() =>
    z.object({
      credential: z.string().check(z.minLength(1)),
      language: LanguageCodeSchema,
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
      countryId: queryInt(),
    }),
  ),
  response: lazySchema(() => z.looseObject({ redirectUrl: z.string().check(z.minLength(1)) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §3, §7 one-tap sign-in, multipart (credential = the provider’s ID token); the page then opens `redirectUrl`. Path below /social-api/oauth/ is Kickoff’s.',
});

export const socialCalls = [socialOneTapClientId, socialOneTapSignIn] as const;
