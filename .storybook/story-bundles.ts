import type { ResourceBundle } from '@kickoff/i18n';
import { specResources } from '@kickoff/i18n';
// Texts files, not the libs' barrels: a barrel pulls the platform contract into every story for nothing.
import { shellModalsResources } from '../libs/shell-routing/src/modals/modals-resources';
import { remoteAppsResources } from '../libs/remote-apps/src/i18n/resources';

/**
 * Texts of libs beyond ui that stories need; each lib adds its `…Resources` here when it gets stories.
 * `specResources` repeats ui's `main_error` / `main_done` / `main_ok` with the same texts, which `mergeBundles` accepts.
 */
export const storyBundles: ResourceBundle[] = [specResources, shellModalsResources, remoteAppsResources];
