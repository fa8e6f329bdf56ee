import { createI18n } from '@kickoff/i18n';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { sessionBundles } from './with-session-texts';

function SessionTexts({ language, children }: { language: string; children: ReactNode }) {
  const i18n = useMemo(() => createI18n({ language, bundles: sessionBundles }), [language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * The session's texts in the toolbar's language. Storybook's own bundles (`.storybook/story-bundles.ts`) do not
 * hold them yet, so the session's stories bring them.
 */
export const withSessionStoryTexts: Decorator = (Story, context) => (
  <SessionTexts language={String(context.globals['locale'] ?? 'ru')}>
    <Story />
  </SessionTexts>
);
