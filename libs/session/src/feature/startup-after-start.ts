import type { FeatureContext } from '@kickoff/store';

/**
 * Loads the session's start-up services (a chunk of their own: the first paint needs none of them) on the first
 * timer after the start and registers them then; they catch up on the start they missed. A crawler gets none
 * (doc 001 §9: no timers for bots). The returned stop removes them, also when it comes before the chunk.
 */
export function startupServicesAfterStart(
  ctx: FeatureContext,
  { isBot, log }: { isBot: boolean; log: (message: string, detail?: unknown) => void },
): () => void {
  if (isBot) return () => undefined;
  const facts = { startedAt: ctx.adapters.clock.now(), loadSearch: ctx.adapters.page.address().search, log };
  let stopped = false;
  let stopServices: (() => void) | undefined;
  const cancel = ctx.afterStart(() =>
    import('../startup/startup-services').then(
      ({ startStartupServices }) => {
        if (!stopped) stopServices = startStartupServices(ctx, facts);
      },
      (error: unknown) => log('start-up services failed to load', error),
    ),
  );
  return () => {
    stopped = true;
    cancel();
    stopServices?.();
  };
}
