import { createI18n, DEFAULT_LANGUAGE } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';
import { webResources } from '../i18n/resources';

/** Every lib's texts, in one instance. Add a lib's `…Resources` here when the app starts using it. */
export const appBundles = [uiResources, webResources];

export function createAppI18n(language: string = DEFAULT_LANGUAGE) {
  return createI18n({ language, bundles: appBundles });
}
