import { createI18n, specResources } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { noticesResources } from '../notices/notices-resources';
import { termsResources } from '../terms/terms-resources';

/** The bundles the app loads for the session's components: ui's, the spec's keys and ours, as one real i18next. */
export const sessionBundles = [uiResources, specResources, termsResources, noticesResources];

export function withSessionTexts(children: ReactNode, language: 'ru' | 'en' = 'en') {
  return <I18nextProvider i18n={createI18n({ language, bundles: sessionBundles })}>{children}</I18nextProvider>;
}

/** What a reader sees for a key, so assertions name the key and stay true when a text is reworded. */
export function sessionTextOf(key: string, language: 'ru' | 'en' = 'en', values: Record<string, string> = {}): string {
  const texts: Record<string, string> = { ...uiResources[language], ...specResources[language], ...termsResources[language], ...noticesResources[language] };
  const text = texts[key];
  if (text === undefined) throw new Error(`no ${language} text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
