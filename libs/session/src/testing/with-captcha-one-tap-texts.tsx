import { createI18n, specResources } from '@kickoff/i18n';
import { uiResources } from '@kickoff/ui';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { sessionCaptchaResources } from '../captcha/captcha-resources';
import { sessionOneTapResources } from '../one-tap/one-tap-resources';

/** The bundles the app loads for the captcha modal and the one-tap prompt: ui's, the spec's keys and ours. */
export const captchaOneTapBundles = [uiResources, specResources, sessionCaptchaResources, sessionOneTapResources];

export function withCaptchaOneTapTexts(children: ReactNode, language: 'ru' | 'en' = 'en') {
  return <I18nextProvider i18n={createI18n({ language, bundles: captchaOneTapBundles })}>{children}</I18nextProvider>;
}

/** What a reader sees for a key, so assertions name the key and stay true when a text is reworded. */
export function captchaOneTapTextOf(key: string, language: 'ru' | 'en' = 'en', values: Record<string, string> = {}): string {
  const texts: Record<string, string> = { ...uiResources[language], ...specResources[language], ...sessionCaptchaResources[language], ...sessionOneTapResources[language] };
  const text = texts[key];
  if (text === undefined) throw new Error(`no ${language} text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

function StoryTexts({ language, children }: { language: string; children: ReactNode }) {
  const i18n = useMemo(() => createI18n({ language, bundles: captchaOneTapBundles }), [language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Stories: our texts beside ui's and the spec's, in the toolbar's language (the shared story bundles do not carry them). */
export const captchaOneTapStoryTexts: Decorator = (Story, context) => (
  <StoryTexts language={String(context.globals['locale'] ?? 'ru')}>
    <Story />
  </StoryTexts>
);
