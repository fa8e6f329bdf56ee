import { createI18n, DEFAULT_LANGUAGE, specResources } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';

/** Texts every page needs before any feature installs (the spec's shared keys, the design system's); features bring their own. */
export function createAppI18n(language: string = DEFAULT_LANGUAGE) {
  return createI18n({ language, bundles: [uiResources, specResources] });
}
