import { FeaturePortsProvider } from '@kickoff/store';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TestStore } from './test-store';

/** What the app's root gives every component, from a test store: the store, the features' ports and the texts. */
export function TestSiteProviders({
  site,
  children,
}: {
  site: Pick<TestStore, 'store' | 'ports' | 'i18n'>;
  children: ReactNode;
}) {
  return (
    <Provider store={site.store}>
      <FeaturePortsProvider ports={site.ports}>
        <I18nextProvider i18n={site.i18n}>{children}</I18nextProvider>
      </FeaturePortsProvider>
    </Provider>
  );
}

/** The providers and a router on the site's page (`/:lng/*`), around a story's or a test's component. */
export function TestSiteFrame({
  site,
  children,
}: {
  site: Pick<TestStore, 'store' | 'ports' | 'i18n'> & { path: string };
  children: ReactNode;
}) {
  return (
    <TestSiteProviders site={site}>
      <MemoryRouter initialEntries={[site.path]}>
        <Routes>
          <Route path="/:lng/*" element={children} />
        </Routes>
      </MemoryRouter>
    </TestSiteProviders>
  );
}
