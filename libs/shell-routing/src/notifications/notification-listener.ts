import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Clock } from '@kickoff/runtime';
import { classifyRejection, isApiRejection } from './classify-rejection';
import { type NotificationContent, notificationsActions } from './notifications-slice';

/** A burst of the same failure (several calls losing the network together) becomes one toast. */
export const NOTIFICATION_DEDUPE_MS = 5_000;

export interface NotificationListenerDeps {
  /** Where non-error values and errors with nothing to show go (SR-104); the app's logger. */
  log: (message: string, detail?: unknown) => void;
  clock: Clock;
  dedupeMs?: number;
  /**
   * Endpoints whose failures are logged, never shown: the spec says so for fingerprint failures and the
   * agreement-log send; the session check retries and then logs out instead of complaining.
   */
  quietEndpoints?: readonly string[];
}

/** The one `startListening` form this effect uses, so any app-typed `startListening` fits. */
export type NotificationStartListening = (options: {
  predicate: (action: UnknownAction) => boolean;
  effect: (action: UnknownAction, api: { dispatch: Dispatch }) => void;
}) => () => void;

const contentKey = (content: NotificationContent) => `${content.tone}|${content.titleKey ?? ''}|${content.textKey}`;

/**
 * MOD-008: failed RTK Query calls become error toasts, titled `main_error` and worded by error kind. Cancelled
 * requests show nothing (SR-103), non-error values are only logged (SR-104), and the same toast is not raised
 * again within `dedupeMs` of the last time it was. Returns the unsubscribe.
 */
export function startNotificationListening(
  startListening: NotificationStartListening,
  deps: NotificationListenerDeps,
): () => void {
  const { log, clock, dedupeMs = NOTIFICATION_DEDUPE_MS } = deps;
  const quiet = new Set(deps.quietEndpoints ?? []);
  const lastRaisedAt = new Map<string, number>();
  return startListening({
    predicate: (action) => isApiRejection(action),
    effect: (action, { dispatch }) => {
      if (!isApiRejection(action)) return;
      const outcome = classifyRejection(action);
      const endpoint = action.meta.arg.endpointName;
      if (outcome.type === 'ignore') return;
      if (outcome.type === 'log' || quiet.has(endpoint)) {
        log(
          `${endpoint} failed without a notification`,
          outcome.type === 'log' ? outcome.value : (action.payload ?? action.error),
        );
        return;
      }
      const content: NotificationContent = { tone: 'error', titleKey: 'main_error', textKey: outcome.textKey };
      const key = contentKey(content);
      const now = clock.now();
      const last = lastRaisedAt.get(key);
      if (last !== undefined && now >= last && now - last < dedupeMs) return;
      lastRaisedAt.set(key, now);
      dispatch(notificationsActions.shown(content));
    },
  });
}
