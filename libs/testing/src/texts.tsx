import { createI18n, type ResourceBundle } from '@kickoff/i18n';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';

type Language = 'ru' | 'en';
type Values = Record<string, string | number>;

/** The toolbar's language of a story (`globals.locale`): play functions find what a player of that language sees. */
export const storyLanguage = (globals: Record<string, unknown>): Language => (globals['locale'] === 'en' ? 'en' : 'ru');

/**
 * Texts as the app loads them (the given bundles, one real i18next) for specs and stories, and what a reader sees
 * for a key (tags dropped, `{{name}}` filled in), so assertions name the key and survive rewording.
 */
export function createTexts(bundles: ResourceBundle[]) {
  const textOf = (key: string, language: Language = 'en', values: Values = {}): string => {
    const texts: Record<string, string> = Object.assign({}, ...bundles.map((bundle) => bundle[language] ?? {}));
    const text = texts[key];
    if (text === undefined) throw new Error(`no ${language} text for ${key}`);
    return text
      .replace(/<\/?\w+>/g, '')
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
  function Texts({ language = 'en', children }: { language?: string; children: ReactNode }) {
    const i18n = useMemo(() => createI18n({ language, bundles }), [language]);
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  }
  /** Stories: these texts in the toolbar's language, inside the preview's own provider. */
  const storyTexts: Decorator = (Story, context) => (
    <Texts language={storyLanguage(context.globals)}>
      <Story />
    </Texts>
  );
  return {
    bundles,
    textOf,
    Texts,
    storyTexts,
    withTexts: (children: ReactNode, language: Language = 'en') => <Texts language={language}>{children}</Texts>,
    /** A play function's reader of texts in the story's language (`globals.locale`). */
    textIn: (globals: Record<string, unknown>) => (key: string, values?: Values) =>
      textOf(key, storyLanguage(globals), values),
  };
}
