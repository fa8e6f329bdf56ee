import { createAction } from '@reduxjs/toolkit';

/**
 * The start-up chunk arrived while the session runs: it loads after `sessionStarted`, so its listeners take this
 * as that start, `sinceStartMs` into it (the 8 s and 60 s still count from the start, SES-062, SES-068).
 */
export const startupServicesLoaded = createAction<{ sinceStartMs: number }>('session/startupServicesLoaded');
