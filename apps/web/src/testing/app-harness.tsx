import { createPlatformMock } from '@kickoff/platform-mock';
import { createSiteRouter } from '@kickoff/shell-routing';
import { createTestStore, TEST_ORIGIN } from '@kickoff/testing';
import { followLanguage, startLanguage } from '@kickoff/i18n';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { afterEach } from 'vitest';
import { App } from '../app/App';
import { createAppI18n } from '../app/i18n';
import { siteFeatures } from '../app/site-features';

/** The site as main.tsx composes it (the same features, install and router), on a memory router, against the platform's handlers. */
export function setUpApp() {
  const mock = createPlatformMock();
  const undo: (() => void)[] = [];
  afterEach(() => {
    undo.splice(0).forEach((step) => step());
    mock.reset();
  });

  /** `cookies` are the browser's cookies at start, e.g. `{ lng: 'en' }`. */
  function renderAt(path: string, initialCookies: Record<string, string> = {}) {
    const site = createTestStore({
      features: siteFeatures,
      mock,
      href: `${TEST_ORIGIN}${path}`,
      cookies: initialCookies,
      document,
      i18n: ({ cookies }) => createAppI18n(startLanguage(path, cookies)),
    });
    undo.push(followLanguage(site.i18n, site.adapters.cookies, document.documentElement), site.uninstall);
    const router = createSiteRouter(site.ctx, {
      createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    });
    undo.push(() => router.dispose());
    // As main.tsx renders without the server's state: once the saved state is restored.
    render(
      <PersistGate persistor={site.persistor} loading={null}>
        <App site={site} router={router} />
      </PersistGate>,
    );
    return { router, store: site.store, i18n: site.i18n, cookies: site.adapters.cookies, site };
  }

  return { mock, renderAt };
}
