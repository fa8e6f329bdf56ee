import { createI18n, specResources } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { forgotPasswordResources } from '../forgot-password/forgot-password-resources';

/** The bundles the app loads for the forgot-password modal: ui's, the spec's keys and ours, as one real i18next. */
export const forgotPasswordBundles = [uiResources, specResources, forgotPasswordResources];

export function ForgotPasswordTexts({ children, language = 'en' }: { children: ReactNode; language?: 'ru' | 'en' }) {
  const i18n = useMemo(() => createI18n({ language, bundles: forgotPasswordBundles }), [language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * What a reader sees for a key, tags dropped and `{{name}}` filled in, so assertions name the key and stay true
 * when a text is reworded.
 */
export function textOf(key: string, language: 'ru' | 'en' = 'en', values: Record<string, string> = {}): string {
  const texts: Record<string, string> = { ...uiResources[language], ...specResources[language], ...forgotPasswordResources[language] };
  const text = texts[key];
  if (text === undefined) throw new Error(`no ${language} text for ${key}`);
  return text.replace(/<\/?\w+>/g, '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
