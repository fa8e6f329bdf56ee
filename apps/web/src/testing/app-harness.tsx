import { type CouponStartListening, couponSettingsSlice, persistedCouponSlice, registerCouponListeners } from '@kickoff/coupon';
import { createPlatformClient } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { RemoteAppsProvider } from '@kickoff/remote-apps';
import { createManualClock, documentScriptLoader, memoryCookies, memoryStorage } from '@kickoff/runtime';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Storage } from 'redux-persist';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createAppI18n } from '../app/i18n';
import { followLanguage, startLanguage } from '../app/language';
import { injectRemoteAppsSlices, installHostBridge, startRemoteApps } from '../app/remote-apps';
import { currentRouteReader } from '../app/current-route';
import { createAppRoutes } from '../app/routes';
import { injectSessionSlices } from '../app/session';
import { makeStore, rootReducer } from '../app/store';
import { SessionFormsContext } from '../session-forms/session-forms-context';
import { createSessionFormsLoader } from '../session-forms/session-forms-loader';

export const PLATFORM_ORIGIN = 'http://platform.test';

const persistStorage = (): Storage => {
  const data = memoryStorage();
  return {
    getItem: async (key) => data.getItem(key),
    setItem: async (key, value) => data.setItem(key, value),
    removeItem: async (key) => data.removeItem(key),
  };
};

// As main.tsx, with the coupon saved in memory.
rootReducer.inject(couponSettingsSlice);
rootReducer.inject(persistedCouponSlice({ storage: memoryStorage(), logger: console }));
injectRemoteAppsSlices(rootReducer);
injectSessionSlices();

/** The site as main.tsx composes it, on a memory router, against the platform handlers (MSW at the network edge). */
export function setUpApp() {
  const mock = createPlatformMock();
  const server = setupServer(...mock.handlers);
  const undo: (() => void)[] = [];
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    undo.splice(0).forEach((step) => step());
    server.resetHandlers();
    mock.reset();
  });
  afterAll(() => server.close());

  /** `cookies` are the browser's cookies at start, e.g. `{ lng: 'en' }`. */
  function renderAt(path: string, initialCookies: Record<string, string> = {}) {
    const cookies = memoryCookies(mock.clock);
    for (const [name, value] of Object.entries(initialCookies)) cookies.set(name, value, { path: '/' });
    const i18n = createAppI18n(startLanguage(path, cookies));
    followLanguage(i18n, cookies, document.documentElement);
    const platform = createPlatformClient({ origin: PLATFORM_ORIGIN, appName: 'kickoff-web', clock: mock.clock, cookies: memoryCookies(mock.clock), storage: memoryStorage() });
    const { store, listenerMiddleware } = makeStore({ storage: persistStorage(), platform });
    const coupon = registerCouponListeners(listenerMiddleware.startListening as CouponStartListening, store, { logger: console });
    // The platform answers from its own origin here, so that is the one remote code may come from.
    const remoteApps = startRemoteApps({ win: window, startListening: listenerMiddleware.startListening, logger: console, platformOrigin: PLATFORM_ORIGIN, allowedOrigins: [PLATFORM_ORIGIN] });
    const chunkRecovery = { page: { assign: vi.fn(), reload: vi.fn() }, clock: createManualClock(0), storage: memoryStorage() };
    const route = currentRouteReader({ getState: store.getState, location: () => router.state.location, language: () => i18n.language, isProduction: false });
    const sessionForms = createSessionFormsLoader({
      store,
      startListening: listenerMiddleware.startListening,
      i18n,
      route,
      navigate: (to) => void router.navigate(to),
      scripts: documentScriptLoader(),
      afterSignIn: () => {
        throw new Error('the app harness signs nobody in through the forms');
      },
      track: () => undefined,
      log: () => undefined,
    });
    const router = createMemoryRouter(createAppRoutes({ store, i18n, cookies, chunkRecovery, isProduction: false, sessionForms }), { initialEntries: [path] });
    undo.push(remoteApps.stop, coupon.unregister);
    undo.push(installHostBridge({ win: window, store, coupon, navigate: (to) => void router.navigate(to), language: () => i18n.language, logger: console }));
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RemoteAppsProvider runtime={remoteApps.runtime}>
            <SessionFormsContext.Provider value={sessionForms}>
              <RouterProvider router={router} />
            </SessionFormsContext.Provider>
          </RemoteAppsProvider>
        </I18nextProvider>
      </Provider>,
    );
    return { router, store, i18n, cookies };
  }

  return { mock, server, renderAt };
}
