import { createI18n, specResources } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { shellModalsResources } from '../modals-resources';

/** The bundles the app loads for the shell's modals: ui's, the spec's keys and ours, as one real i18next. */
export const modalBundles = [uiResources, specResources, shellModalsResources];

export function withTexts(children: ReactNode, language: 'ru' | 'en' = 'en') {
  return <I18nextProvider i18n={createI18n({ language, bundles: modalBundles })}>{children}</I18nextProvider>;
}

/** What a reader sees for a key, so assertions name the key and stay true when a text is reworded. */
export function textOf(key: string, language: 'ru' | 'en' = 'en'): string {
  const texts: Record<string, string> = { ...uiResources[language], ...specResources[language], ...shellModalsResources[language] };
  const text = texts[key];
  if (text === undefined) throw new Error(`no ${language} text for ${key}`);
  return text;
}
