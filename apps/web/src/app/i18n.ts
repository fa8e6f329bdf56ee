import { createI18n, DEFAULT_LANGUAGE, specResources } from '@kickoff/i18n';
import { remoteAppsResources } from '@kickoff/remote-apps';
import { noticesResources, termsResources } from '@kickoff/session';
import { shellModalsResources, shellRoutingResources } from '@kickoff/shell-routing';
import { uiResources } from '@kickoff/ui';
import { webResources } from '../i18n/resources';

/**
 * Texts every page may need at once (i18n README, wiring step 1); libs with lazy namespaces add loaders here.
 * The session's forms bring their own texts with their chunk (session-forms/install-session-forms.ts).
 */
export const appBundles = [uiResources, specResources, shellRoutingResources, shellModalsResources, remoteAppsResources, termsResources, noticesResources, webResources];

export function createAppI18n(language: string = DEFAULT_LANGUAGE) {
  return createI18n({ language, bundles: appBundles });
}
