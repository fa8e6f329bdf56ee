import { issueText, platformContract } from '@kickoff/platform-api';
import { z } from 'zod/mini';
import type { PlatformStatePatch } from '../platform-mock.types';

const JsonObjectSchema = z.record(z.string(), z.unknown());
const IsoOrNullSchema = z.nullable(z.iso.datetime({ offset: true }));

/**
 * What `patchState` accepts. The patch comes from tests and from `PATCH /__emulator/state` alike, so a
 * nonsensical one is refused here (the emulator turns the throw into a 400) instead of corrupting the
 * state and surfacing later as off-contract answers.
 */
const PlatformStatePatchSchema = z.strictObject({
  siteConfig: z.optional(JsonObjectSchema),
  blockReason: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  maintenance: z.optional(
    z.strictObject({
      isActive: z.optional(z.boolean()),
      startsAt: z.optional(IsoOrNullSchema),
      endsAt: z.optional(IsoOrNullSchema),
    }),
  ),
  redirects: z.optional(
    z.record(
      z.string(),
      z.union([
        z.null(),
        z.object({ url: z.string().check(z.minLength(1)), code: z.int(), reasons: z.optional(z.array(z.string())) }),
      ]),
    ),
  ),
  termsChanged: z.optional(z.boolean()),
  registrationCaptcha: z.optional(z.boolean()),
  users: z.optional(z.record(z.string().check(z.minLength(1)), JsonObjectSchema)),
  failNext: z.optional(
    z.record(
      z.string().check(z.refine((name) => Object.hasOwn(platformContract, name), 'not a call of the contract')),
      z.int().check(z.nonnegative(), z.lte(1_000)),
    ),
  ),
  markets: z.optional(
    z.record(
      z.string(),
      z.strictObject({
        isBlocked: z.optional(z.boolean()),
        isBannedExpress: z.optional(z.boolean()),
        coef: z.optional(z.number().check(z.gte(1))),
      }),
    ),
  ),
  games: z.optional(
    z.record(
      z.string(),
      z.strictObject({
        isFinished: z.optional(z.boolean()),
        status: z.optional(z.literal([0, 1, 2, 3, 4])),
        score1: z.optional(z.int().check(z.nonnegative())),
        score2: z.optional(z.int().check(z.nonnegative())),
        isLive: z.optional(z.boolean()),
      }),
    ),
  ),
});

export function parseStatePatch(patch: unknown): PlatformStatePatch {
  const parsed = PlatformStatePatchSchema.safeParse(patch);
  if (parsed.success) return parsed.data as PlatformStatePatch;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '<patch>'}: ${issueText(issue)}`,
  );
  throw new TypeError(`invalid state patch: ${problems.join('; ')}`);
}
