import type { ResourceBundle } from '@kickoff/i18n';

/** Texts of libs beyond ui that stories need; each lib adds its `…Resources` here when it gets stories. */
export const storyBundles: ResourceBundle[] = [];
