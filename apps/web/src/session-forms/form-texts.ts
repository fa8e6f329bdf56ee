import { DEFAULT_NAMESPACE, type ResourceBundle } from '@kickoff/i18n';
import type { i18n as I18n } from 'i18next';

/**
 * The forms' texts join the default namespace when their chunk arrives, before any form renders: they are
 * a fifth of the session's code and no visitor needs them until a form opens.
 */
export function addFormTexts(i18n: I18n, bundles: readonly ResourceBundle[]) {
  for (const bundle of bundles) {
    for (const [language, texts] of Object.entries(bundle)) {
      if (texts) i18n.addResourceBundle(language, DEFAULT_NAMESPACE, texts, true, false);
    }
  }
}
