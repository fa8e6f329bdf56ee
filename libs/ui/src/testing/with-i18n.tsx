import { createI18n, type ResourceBundle } from '@kickoff/i18n';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { uiResources } from '../i18n/resources';

/** Wraps a spec's tree in a real i18next instance holding this lib's texts (and any extra bundle). */
export function withI18n(children: ReactNode, language = 'en', bundles: ResourceBundle[] = [uiResources]) {
  return <I18nextProvider i18n={createI18n({ language, bundles })}>{children}</I18nextProvider>;
}
