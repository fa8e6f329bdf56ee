// The READMEs' example, type-checked here against the packed libs: a site with every feature, in apps/web's order.
import '@kickoff/session/styles.css';
import '@kickoff/shell-routing/styles.css';
import { accountsFeature } from '@kickoff/accounts';
import { lazyCouponFeature } from '@kickoff/coupon';
import { createI18n, specResources } from '@kickoff/i18n';
import { lazyRemoteAppsFeature } from '@kickoff/remote-apps';
import { createBrowserAdapters } from '@kickoff/runtime';
import { sessionFeature } from '@kickoff/session';
import { shellFeature } from '@kickoff/shell-routing';
import { sessionFormsFeature } from '@kickoff/session-forms';
import { createSite } from '@kickoff/store';
import { uiResources } from '@kickoff/ui';
import { userConfigFeature } from '@kickoff/user-config';

export function startSite(window: Window) {
  const adapters = createBrowserAdapters(window);
  // Features bring their own texts (defineFeature's `resources`); the app adds the design system's and the spec's.
  const i18n = createI18n({ language: 'en', bundles: [uiResources, specResources] });
  const features = [
    shellFeature,
    sessionFeature,
    sessionFormsFeature,
    accountsFeature,
    lazyCouponFeature,
    userConfigFeature,
    lazyRemoteAppsFeature,
  ];
  const site = { isProduction: true, siteVersion: '1.0.0', platformOrigin: window.location.origin };
  return createSite({ adapters, i18n, site, features });
}
