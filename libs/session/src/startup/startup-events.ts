import { createAction } from '@reduxjs/toolkit';

/**
 * SES-063: the version check found a newer deployed version. apps/web connects it to the shell's update notice
 * (`updateNoticeActions.updateAvailable()`, SR-101).
 */
export const newerVersionDeployed = createAction<{ deployed: string; current: string }>('session/newerVersionDeployed');
