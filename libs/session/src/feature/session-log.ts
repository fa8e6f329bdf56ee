import type { FeatureContext } from '@kickoff/store';

/** The session's warnings, marked as its own in the site's log. */
export const sessionLog =
  ({ adapters }: Pick<FeatureContext, 'adapters'>) =>
  (message: string, detail?: unknown): void =>
    adapters.logger.warn(`[session] ${message}`, detail);
