import { type SerializedError, type UnknownAction, isRejected } from '@reduxjs/toolkit';
import { isCancelled, isPlatformError } from '@kickoff/platform-api';
import type { ShellModalsTextKey } from '../modals/modals-resources';
import { platformErrorTextKey } from './platform-error-text';

/** The rejected action of an RTK Query query or mutation. */
export interface ApiRejection {
  type: string;
  payload?: unknown;
  error: SerializedError;
  meta: {
    arg: { endpointName: string };
    rejectedWithValue?: boolean;
    condition?: boolean;
    aborted?: boolean;
  };
}

export function isApiRejection(action: UnknownAction): action is UnknownAction & ApiRejection {
  if (!isRejected(action)) return false;
  const arg: unknown = (action.meta as { arg?: unknown }).arg;
  return (
    typeof arg === 'object' && arg !== null && typeof (arg as { endpointName?: unknown }).endpointName === 'string'
  );
}

export type RejectionOutcome =
  /** Not a failure the visitor should hear about, and nothing worth logging. */
  { type: 'ignore' } | { type: 'notify'; textKey: ShellModalsTextKey } | { type: 'log'; value: unknown };

/**
 * What the notification layer does with a failed call. Errors are shown; cancelled requests are nobody's
 * problem (SR-103); values that are not errors are only logged (SR-104). An error is a `PlatformError` (the
 * base query's failures) or a thrown `Error` (RTK Query serializes it with its `name`); anything else a query
 * rejects with (a string, a number, an object of another shape, a thrown non-Error) is a non-error value.
 */
export function classifyRejection(action: ApiRejection): RejectionOutcome {
  const { meta, payload, error } = action;
  // RTK Query skipped a request whose data is already there or on its way: not a failure at all.
  if (meta.condition) return { type: 'ignore' };
  if (meta.aborted || isCancelled(payload) || isCancelled(error)) return { type: 'ignore' };
  if (meta.rejectedWithValue) {
    if (!isPlatformError(payload)) return { type: 'log', value: payload };
    const textKey = platformErrorTextKey(payload);
    return textKey ? { type: 'notify', textKey } : { type: 'log', value: payload };
  }
  return typeof error.name === 'string'
    ? { type: 'notify', textKey: 'shell_notify_unexpected' }
    : { type: 'log', value: error };
}
