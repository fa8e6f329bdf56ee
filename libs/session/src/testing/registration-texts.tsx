import { createI18n, specResources } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { registrationResources } from '../registration/registration-resources';

/** The bundles the app loads for registration: ui's, the spec's keys and registration's, as one real i18next. */
export const registrationBundles = [uiResources, specResources, registrationResources];

export function withRegistrationTexts(children: ReactNode, language: 'ru' | 'en' = 'en') {
  return <I18nextProvider i18n={createI18n({ language, bundles: registrationBundles })}>{children}</I18nextProvider>;
}

/** What a reader sees for a key (with `{{name}}` filled in), so assertions name the key and survive rewording. */
export function registrationTextOf(key: string, language: 'ru' | 'en' = 'en', values: Record<string, string | number> = {}): string {
  const texts: Record<string, string> = { ...uiResources[language], ...specResources[language], ...registrationResources[language] };
  const text = texts[key];
  if (text === undefined) throw new Error(`no ${language} text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

function RegistrationTexts({ language, children }: { language: string; children: ReactNode }) {
  const i18n = useMemo(() => createI18n({ language, bundles: registrationBundles }), [language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * Stories get registration's texts in the toolbar's language even before `.storybook/story-bundles.ts` lists
 * `registrationResources` (a file helpers may not edit): this provider sits inside the preview's own.
 */
export const withRegistrationStoryTexts: Decorator = (Story, context) => (
  <RegistrationTexts language={String(context.globals['locale'] ?? 'ru')}>
    <Story />
  </RegistrationTexts>
);
