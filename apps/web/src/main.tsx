import { followLanguage, startLanguage } from '@kickoff/i18n';
import { createBrowserAdapters } from '@kickoff/runtime';
import { createSiteRouter } from '@kickoff/shell-routing';
import { createSite, seedSharedAnswers, serverStateShared } from '@kickoff/store';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { PageTakenOver } from './PageTakenOver';
import { createAppI18n } from './app/i18n';
import { siteFeatures } from './app/site-features';
import { siteSettings } from './app/site-settings';
import { routerReady } from './router-ready';
import { readServerState } from './server-state';

async function start() {
  // 1. The browser, through adapters only; the state the server rendered with, when it did.
  const adapters = createBrowserAdapters(window);
  const serverState = readServerState(document);
  // Out of the task that evaluated the site's modules (itself tens of milliseconds on a slow phone).
  await adapters.tasks.yield();
  // 2. Texts in the language of the address (or the lng cookie); <html lang> and the cookie follow every change.
  const i18n = createAppI18n(startLanguage(adapters.page.address().pathname, adapters.cookies));
  followLanguage(i18n, adapters.cookies, document.documentElement);
  await adapters.tasks.yield();
  // 3. The store with every feature installed, in the order site-features.ts documents; the server's platform answers in its cache.
  const site = createSite({ adapters, i18n, site: siteSettings(import.meta.env), features: siteFeatures });
  await adapters.tasks.yield();
  if (serverState) seedSharedAnswers(site, serverState);
  await adapters.tasks.yield();
  // 4. The router over the installed features (their pages, guards and slot parts); the first page's site config
  //    and code load while React starts.
  const router = createSiteRouter(site.ctx, { createRouter: createBrowserRouter });
  // 5. Render, or take over the server's HTML once the router has the page the server rendered (its code loaded).
  const root = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <App site={site} router={router} serverState={serverState} />
      <PageTakenOver win={window} timers={adapters.timers} />
    </StrictMode>
  );
  if (!serverState) {
    await site.restored();
    return void createRoot(root).render(app);
  }
  await routerReady(router);
  await adapters.tasks.yield();
  // Where the browser's state equals the server's it takes the server's objects: hydration renders nothing twice for it.
  site.store.dispatch(serverStateShared(serverState));
  hydrateRoot(root, app);
}

void start();
