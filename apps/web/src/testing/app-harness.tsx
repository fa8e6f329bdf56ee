import { createPlatformClient } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { memoryCookies, memoryStorage } from '@kickoff/runtime';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Storage } from 'redux-persist';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAppI18n } from '../app/i18n';
import { makeStore } from '../app/store';
import { createRoutes } from '../routing/routes';

const ORIGIN = 'http://platform.test';

const persistStorage = (): Storage => {
  const data = memoryStorage();
  return {
    getItem: async (key) => data.getItem(key),
    setItem: async (key, value) => data.setItem(key, value),
    removeItem: async (key) => data.removeItem(key),
  };
};

/** The site as it runs, on a memory router, against the platform handlers (MSW at the network edge). */
export function setUpApp() {
  const mock = createPlatformMock();
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
  });
  afterAll(() => server.close());

  function renderAt(path: string, userLanguage = 'ru') {
    const i18n = createAppI18n(userLanguage);
    const platform = createPlatformClient({ origin: ORIGIN, appName: 'kickoff-web', clock: mock.clock, cookies: memoryCookies(mock.clock), storage: memoryStorage() });
    const { store } = makeStore({ storage: persistStorage(), platform });
    const router = createMemoryRouter(createRoutes({ i18n, userLanguage: () => userLanguage }), { initialEntries: [path] });
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>,
    );
    return { router, store };
  }

  return { mock, server, renderAt };
}
