import { followLanguage, startLanguage } from '@kickoff/i18n';
import { createBrowserAdapters } from '@kickoff/runtime';
import { createSiteRouter } from '@kickoff/shell-routing';
import { createSite } from '@kickoff/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createAppI18n } from './app/i18n';
import { siteRoutes } from './app/routes';
import { siteFeatures } from './app/site-features';
import { siteSettings } from './app/site-settings';

// 1. The browser, through adapters only.
const adapters = createBrowserAdapters(window);
// 2. Texts in the language of the address (or the lng cookie); <html lang> and the cookie follow every change.
const i18n = createAppI18n(startLanguage(adapters.page.address().pathname, adapters.cookies));
followLanguage(i18n, adapters.cookies, document.documentElement);
// 3. The store with every feature installed, in the order site-features.ts documents.
const site = createSite({ adapters, i18n, site: siteSettings(import.meta.env), features: siteFeatures });
// 4. The router over the installed features; the first page's site config and code load while React starts.
const router = createSiteRouter(site.ctx, { ...siteRoutes(site.ctx), createRouter: createBrowserRouter });
// 5. Render.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App site={site} router={router} />
  </StrictMode>,
);
