// README example of @kickoff/store, type-checked by the consumer test.
import { createI18n } from '@kickoff/i18n';
import { createBrowserAdapters } from '@kickoff/runtime';
import { createSite, defineFeature } from '@kickoff/store';

const greeting = defineFeature({ name: 'greeting', resources: [{ en: { greeting_hi: 'Hi' } }] });

export function startGreetingSite(window: Window) {
  const site = { isProduction: true, siteVersion: '1.0.0', platformOrigin: window.location.origin };
  return createSite({
    adapters: createBrowserAdapters(window),
    i18n: createI18n({ language: 'en' }),
    site,
    features: [greeting],
  });
}
