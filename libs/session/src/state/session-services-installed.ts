import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { selectIsWatchingUser, type SessionRootState } from './selectors';

/**
 * The session's services' chunk is installed: its listeners, which arrive after the start, catch up on what they
 * missed (the start, a player already signed in), exactly once.
 */
export const sessionServicesInstalled = createAction('session/servicesInstalled');

/** A signed-in user's watch (idle time, terms) starts or stops, or the chunk arrived while one should already run. */
export const watchingUserChanged = (
  action: UnknownAction,
  state: SessionRootState,
  previous: SessionRootState,
): boolean =>
  selectIsWatchingUser(state) !== selectIsWatchingUser(previous) ||
  (sessionServicesInstalled.match(action) && selectIsWatchingUser(state));
