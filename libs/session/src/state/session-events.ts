import { createAction } from '@reduxjs/toolkit';

/** The app dispatches it once the store exists: polling, idle watching and the inactivity notice start. */
export const sessionStarted = createAction('session/started');
/** Stops what `sessionStarted` started (tests, app teardown). */
export const sessionStopped = createAction('session/stopped');
/** The user asked to log out, or auto logoff did (SES-011, SES-013 … SES-018). */
export const logout = createAction<{ reason: 'user' | 'inactivity' } | undefined>('session/logout');
