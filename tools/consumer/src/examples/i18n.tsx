// README example of @kickoff/i18n, type-checked by the consumer test.
import { createI18n, followLanguage, specResources, startLanguage } from '@kickoff/i18n';
import { createBrowserAdapters } from '@kickoff/runtime';
import { uiResources } from '@kickoff/ui';

export function startTexts(window: Window) {
  const adapters = createBrowserAdapters(window);
  const language = startLanguage(adapters.page.address().pathname, adapters.cookies); // URL, then the lng cookie
  const i18n = createI18n({ language, bundles: [uiResources, specResources] }); // features bring their own texts
  followLanguage(i18n, adapters.cookies, window.document.documentElement); // <html lang> and the cookie follow
  return i18n; // hand it to createSite({ i18n }) and react-i18next's <I18nextProvider i18n={i18n}>
}
