import { createI18n, specResources } from '@kickoff/i18n';
import { createPlatformClient, platformApi } from '@kickoff/platform-api';
import { createPlatformMock } from '@kickoff/platform-mock';
import { createManualClock, memoryCookies, memoryStorage } from '@kickoff/runtime';
import { uiResources } from '@kickoff/ui';
import { combineSlices, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { shellRoutingResources } from '../../i18n/resources';
import { createShellRoutes } from '../create-shell-routes';
import type { ShellRoutesOptions } from '../shell-options';

const ORIGIN = 'http://platform.test';

/** Stands in for the session lib until it exists: the shell reads it only through `isAuthenticated`. */
export const sessionSlice = createSlice({
  name: 'testSession',
  initialState: { signedIn: false },
  reducers: { signedIn: (state, action: PayloadAction<boolean>) => void (state.signedIn = action.payload) },
});

function makeStore(platform: ReturnType<typeof createPlatformClient>, signedIn: boolean) {
  const reducer = combineSlices(platformApi, sessionSlice);
  return configureStore({
    reducer,
    preloadedState: { [sessionSlice.reducerPath]: { signedIn } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { platform } } }).concat(platformApi.middleware),
  });
}
export type HarnessStore = ReturnType<typeof makeStore>;
type HarnessState = ReturnType<HarnessStore['getState']>;

export function TestHomePage() {
  return <h1>Test home page</h1>;
}

/** Slot content that names itself, so a test can see which parts of a layout are on the page. */
export const TEST_SLOTS = {
  header: <span>Header content</span>,
  aside: <span>Aside content</span>,
  footer: <span>Footer content</span>,
  seo: <span>SEO text</span>,
  notifications: <span>Notifications area</span>,
  support: <button type="button">Support</button>,
  bottomNavigation: <nav aria-label="Bottom navigation">Bottom nav</nav>,
};

export interface RenderOptions extends Partial<Omit<ShellRoutesOptions<HarnessState>, 'store' | 'i18n' | 'chunkRecovery'>> {
  userLanguage?: string;
  signedIn?: boolean;
}

/** The shell as apps/web composes it, on a memory router, with a real store and the platform handlers at the network edge. */
export function setUpShell() {
  const mock = createPlatformMock();
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
  });
  afterAll(() => server.close());

  function renderAt(path: string, { userLanguage = 'ru', signedIn = false, ...options }: RenderOptions = {}) {
    const i18n = createI18n({ language: userLanguage, bundles: [uiResources, specResources, shellRoutingResources] });
    const platform = createPlatformClient({ origin: ORIGIN, appName: 'kickoff-web', clock: mock.clock, cookies: memoryCookies(mock.clock), storage: memoryStorage() });
    const store = makeStore(platform, signedIn);
    const chunkRecovery = { page: { assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() }, clock: createManualClock(1_000_000), storage: memoryStorage() };
    const routes = createShellRoutes<HarnessState>({
      pages: { home: async () => ({ default: TestHomePage }) },
      slots: TEST_SLOTS,
      isAuthenticated: (state) => state.testSession.signedIn,
      isProduction: false,
      ...options,
      store,
      i18n,
      chunkRecovery,
    });
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>,
    );
    const at = () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    };
    return { router, store, i18n, chunkRecovery, at };
  }

  return { mock, server, renderAt };
}

/** The route name the placeholder page shows, once a page has rendered. */
export async function shownRoute(): Promise<string | null> {
  const { findByRole } = await import('@testing-library/react').then((rtl) => rtl.screen);
  const heading = await findByRole('heading', { level: 1, name: /own app|открывается в своём|on its way|готовится/ });
  return heading.closest('[data-route]')?.getAttribute('data-route') ?? null;
}
