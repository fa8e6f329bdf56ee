import type { Decorator } from '@storybook/react-vite';
import { createI18n, specResources } from '@kickoff/i18n';
import { createTexts } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { shellRoutingResources } from '../../i18n/resources';
import { shellModalsResources } from '../../modals/modals-resources';
import { placeholderResources } from '../../router/placeholder/placeholder-resources';

/** A real i18next instance with the texts the shell's components use: ui, the spec's generic ones, the shell's. */
export function shellI18n(language = 'ru') {
  return createI18n({ language, bundles: [uiResources, specResources, shellRoutingResources] });
}

export function withShellTexts(children: ReactNode, language = 'ru') {
  return <I18nextProvider i18n={shellI18n(language)}>{children}</I18nextProvider>;
}

function ShellTexts({ language, children }: { language: string; children: ReactNode }) {
  const i18n = useMemo(() => shellI18n(language), [language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Stories: the shell's texts in the toolbar's language (Storybook's own bundles know only ui's). */
export const withShellTextsDecorator: Decorator = (Story, context) => (
  <ShellTexts language={String(context.globals['locale'] ?? 'ru')}>
    <Story />
  </ShellTexts>
);

/** Play functions: what a player of the story's language (`globals.locale`) reads for a shell key. */
export const shellTextIn = createTexts([
  uiResources,
  specResources,
  shellRoutingResources,
  shellModalsResources,
  // The placeholder page's own texts, which ride with its chunk.
  placeholderResources,
]).textIn;
