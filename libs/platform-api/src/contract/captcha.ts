import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { defineCall } from './define-call';

/*
 * Captcha service (doc 001 §3, §5, §7). Flow: a sign-in answers 400 with a captcha code; the client
 * fetches a challenge (captchaUpdate), validates the user's answer (captchaValidate) and retries the
 * sign-in with that answer in the X-Captcha header. The service ties a validation to the challenge it
 * last issued to this browser (session cookie), which is why `validate` carries only `captcha`.
 */

/** The captcha kind: the sign-in error code that asked for it (100, 111, 112, 113). */
const CaptchaTypeSchema = lazySchema(() => z.int());

/** doc 001 §3 captcha response. `time`: seconds the current challenge stays valid (Kickoff’s reading). */
export const CaptchaResponseSchema = lazySchema(() =>
  z.looseObject({
    success: z.boolean(),
    type: CaptchaTypeSchema,
    time: z.int().check(z.nonnegative()),
    error_message: z.nullable(z.string()),
  }),
);
export type CaptchaResponse = z.infer<typeof CaptchaResponseSchema>;

export const CaptchaChallengeSchema = lazySchema(() =>
  z.looseObject({
    captchaId: z.string().check(z.minLength(1)),
    type: CaptchaTypeSchema,
    challenge: z.string().check(z.minLength(1)),
  }),
);
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

export const captchaValidate = defineCall({
  name: 'captchaValidate',
  method: 'POST',
  path: '/captcha/validate',
  body: lazySchema(() => z.object({ captcha: z.string().check(z.minLength(1)) })),
  response: CaptchaResponseSchema,
  auth: 'none',
  origin: 'spec',
  doc: 'doc 001 §3, §7: `captcha` is the user’s answer to the last challenge. A wrong answer is 200 with success false, an error_message and the `type` of the next challenge.',
});

export const captchaUpdate = defineCall({
  name: 'captchaUpdate',
  method: 'GET',
  path: '/captcha/update',
  headers: { 'Cache-Control': 'no-cache' },
  response: CaptchaChallengeSchema,
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 (answer not shown): a new challenge of the kind the last sign-in error asked for. `challenge` is an image data URL for kinds 100 and 112, the question text for 111 and 113 (Kickoff’s choice).',
});

export const captchaGetTime = defineCall({
  name: 'captchaGetTime',
  method: 'GET',
  path: '/captcha/gettime',
  headers: { 'Cache-Control': 'no-cache' },
  response: lazySchema(() => z.looseObject({ time: z.int().check(z.nonnegative()) })),
  auth: 'none',
  origin: 'kickoff',
  doc: 'doc 001 §7 (answer not shown): `time` = seconds the current challenge stays valid, as in the validate answer; 0 = expired, fetch a new one.',
});

export const captchaCalls = [captchaValidate, captchaUpdate, captchaGetTime] as const;
