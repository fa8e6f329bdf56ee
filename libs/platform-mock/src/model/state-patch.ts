import { z } from 'zod';
import type { PlatformStatePatch } from '../platform-mock.types';

const JsonObjectSchema = z.record(z.string(), z.unknown());
const IsoOrNullSchema = z.iso.datetime({ offset: true }).nullable();

/**
 * What `patchState` accepts. The patch comes from tests and from `PATCH /__emulator/state` alike, so a
 * nonsensical one is refused here (the emulator turns the throw into a 400) instead of corrupting the
 * state and surfacing later as off-contract answers.
 */
const PlatformStatePatchSchema = z.strictObject({
  siteConfig: JsonObjectSchema.optional(),
  blockReason: z.number().int().nonnegative().nullable().optional(),
  maintenance: z.strictObject({ isActive: z.boolean().optional(), startsAt: IsoOrNullSchema.optional(), endsAt: IsoOrNullSchema.optional() }).optional(),
  redirects: z.record(z.string(), z.union([z.null(), z.object({ url: z.string().min(1), code: z.number().int(), reasons: z.array(z.string()).optional() })])).optional(),
  termsChanged: z.boolean().optional(),
  registrationCaptcha: z.boolean().optional(),
  users: z.record(z.string().min(1), JsonObjectSchema).optional(),
  markets: z.record(z.string(), z.strictObject({ isBlocked: z.boolean().optional(), isBannedExpress: z.boolean().optional(), coef: z.number().min(1).optional() })).optional(),
  games: z
    .record(
      z.string(),
      z.strictObject({
        isFinished: z.boolean().optional(),
        status: z.literal([0, 1, 2, 3, 4]).optional(),
        score1: z.number().int().nonnegative().optional(),
        score2: z.number().int().nonnegative().optional(),
        isLive: z.boolean().optional(),
      }),
    )
    .optional(),
});

export function parseStatePatch(patch: unknown): PlatformStatePatch {
  const parsed = PlatformStatePatchSchema.safeParse(patch);
  if (parsed.success) return parsed.data as PlatformStatePatch;
  const problems = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '<patch>'}: ${issue.message}`);
  throw new TypeError(`invalid state patch: ${problems.join('; ')}`);
}
