import { z } from 'zod/mini';

/*
 * Remote code is not ours: everything it passes is checked before it reaches a link. Each shape is built the first
 * time remote code calls the bridge (`z.lazy`, then kept), not while the remote apps' chunk is evaluated.
 */

export const BridgeBetInputSchema = z.lazy(() =>
  z.strictObject({
    marketId: z.string().check(z.minLength(1), z.maxLength(64)),
    gameId: z.int().check(z.positive()),
  }),
);

export const MarketIdSchema = z.lazy(() => z.string().check(z.minLength(1), z.maxLength(64)));

/** A path of this site: one leading slash (`//host` is another site), no scheme, no backslash tricks. */
export const SitePathSchema = z.lazy(() => z.string().check(z.maxLength(2048), z.regex(/^\/(?![/\\])[^\\\s]*$/)));

export const BridgeEventTypeSchema = z.lazy(() => z.enum(['betAdded', 'couponUpdated', 'preferencesChanged']));
