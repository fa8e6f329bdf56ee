import type { recordingLogger } from '@kickoff/runtime';

/** An analytics event as the port received it (`AnalyticsEvent` of @kickoff/contracts). */
export interface SentAnalyticsEvent {
  id: number | string;
  detail?: unknown;
}

/**
 * The events the `analytics.track` port received, as the shell's logger stand-in logged them (`[analytics]`), in
 * order: what a test of an emitter reads until the analytics lib provides the port.
 */
export function analyticsSent(logger: Pick<ReturnType<typeof recordingLogger>, 'entries'>): SentAnalyticsEvent[] {
  return logger.entries
    .filter((entry) => entry.message === '[analytics]')
    .map((entry) => entry.detail as SentAnalyticsEvent);
}
