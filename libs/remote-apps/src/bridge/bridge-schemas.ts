import { z } from 'zod';

/** Remote code is not ours: everything it passes is checked before it reaches a port. */
export const BridgeBetInputSchema = z.strictObject({
  marketId: z.string().min(1).max(64),
  gameId: z.number().int().positive(),
});

export const MarketIdSchema = z.string().min(1).max(64);

/** A path of this site: one leading slash (`//host` is another site), no scheme, no backslash tricks. */
export const SitePathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\\\s]*$/);

export const BridgeEventTypeSchema = z.enum(['betAdded', 'couponUpdated', 'preferencesChanged']);
