import { createI18n, specResources } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { signInResources } from '../sign-in/sign-in-resources';

type Language = 'ru' | 'en';

/** The bundles the app loads for the sign-in forms: ui's, the spec's keys and ours, as one real i18next. */
export const signInBundles = [uiResources, specResources, signInResources];

export function withSignInTexts(children: ReactNode, language: Language = 'en') {
  return <I18nextProvider i18n={createI18n({ language, bundles: signInBundles })}>{children}</I18nextProvider>;
}

/** What a reader sees for a key, so assertions name the key and stay true when a text is reworded. */
export function signInText(key: string, language: Language = 'en', options: Record<string, string | number> = {}): string {
  const texts: Record<string, string> = { ...uiResources[language], ...specResources[language], ...signInResources[language] };
  const text = texts[key];
  if (text === undefined) throw new Error(`no ${language} text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? `{{${name}}}`));
}

function SignInTexts({ language, children }: { language: string; children: ReactNode }) {
  const i18n = useMemo(() => createI18n({ language, bundles: signInBundles }), [language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * Stories: the toolbar's language with the sign-in texts, until `signInResources` is in .storybook/story-bundles.ts
 * (the preview's i18next does not know them yet).
 */
export const withSignInStoryTexts: Decorator = (Story, context) => (
  <SignInTexts language={String(context.globals['locale'] ?? 'ru')}>
    <Story />
  </SignInTexts>
);
