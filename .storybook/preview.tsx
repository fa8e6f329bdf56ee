import type { Decorator, Preview } from '@storybook/react-vite';
import { createI18n } from '@kickoff/i18n';
import { partnerBrandBookExamples } from '@kickoff/platform-api-testing';
import { applyBrandBook, uiResources } from '@kickoff/ui';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';
import { failOnRawTextKeys } from './raw-text-keys';
import { storyBundles } from './story-bundles';

// findBy*/waitFor wait for what the page does, not for a deadline (as in the unit tests, tools/vite/test-setup.ts):
// 1 s, the default, is shorter than a chunk installed after the start plus a lazy part on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

/** The brand toolbar's books: Kickoff's own (none) and the example partners' of the platform's site config. */
const brandBooks: Record<string, readonly { css_prop: string; css_value: string }[]> = {
  kickoff: [],
  ...partnerBrandBookExamples,
};

/**
 * Every story renders inside the language, theme and brand picked in the toolbar, like the site does: the theme on
 * <html> (`system` follows the machine's colour scheme), a partner's brand book on <html> as the site applies it.
 */
const withLanguageAndTheme: Decorator = (Story, context) => {
  const language = String(context.globals['locale'] ?? 'ru');
  const theme = String(context.globals['theme'] ?? 'light');
  const brand = String(context.globals['brand'] ?? 'kickoff');
  const i18n = useMemo(() => createI18n({ language, bundles: [uiResources, ...storyBundles] }), [language]);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dataset['theme'] = theme;
  }, [language, theme]);
  useEffect(() => applyBrandBook(brandBooks[brand] ?? []), [brand]);
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withLanguageAndTheme],
  afterEach: [failOnRawTextKeys],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: "Partner brand book (the site config's partnerCssBrandBook)",
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'kickoff', title: 'Kickoff (default)' },
          { value: 'green-gold', title: 'Partner: green and gold' },
          { value: 'red-dark', title: 'Partner: red on near-black' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ru', theme: 'light', brand: 'kickoff' },
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test (CI) and shows in the a11y panel.
    a11y: { test: 'error' },
    // "Show code" shows the story's own code, not JSX rebuilt from the rendered element: rebuilding it walks every
    // prop, and a prop object holding elements (the layouts' `slots`) drags in React 19's `_owner` fiber tree, which
    // froze the page for 30 s and more and then overflowed the stack (storybookjs/storybook#17720).
    docs: { source: { type: 'code' } },
  },
  tags: ['autodocs'],
};

export default preview;
