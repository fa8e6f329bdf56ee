import { createAction } from '@reduxjs/toolkit';

/**
 * SES-063: the version check found a newer deployed version; the session raises the shell's update notice (SR-101).
 * Apart from the check itself: the check rides in the start-up chunk, the notice's link is there from the start.
 */
export const newerVersionDeployed = createAction<{ deployed: string; current: string }>('session/newerVersionDeployed');
