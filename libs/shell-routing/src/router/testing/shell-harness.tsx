import { specResources } from '@kickoff/i18n';
import { createPlatformMock } from '@kickoff/platform-mock';
import { memoryPage } from '@kickoff/runtime';
import { defineFeature, type FeatureGuard, type PageLoader, type SlotName, type SlotPart } from '@kickoff/store';
import { createTestStore, TEST_ORIGIN, TestSiteProviders } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { shellFeature } from '../../feature/shell-feature';
import { createSiteRouter } from '../../feature/site-router';
import type { PageModuleLoader, PageRegistry } from '../shell-options';

/** Stands in for the session: the shell knows who is signed in only through the `shell.signIn` port. */
export const sessionSlice = createSlice({
  name: 'shellTestSession',
  initialState: { signedIn: false, known: true },
  reducers: {
    signedIn: (state, action: PayloadAction<boolean>) => {
      state.signedIn = action.payload;
      state.known = true;
    },
    /** The platform has not yet said who is signed in (the first session check is on its way). */
    notKnownYet: (state) => void (state.known = false),
  },
});

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    shellTestSession: ReturnType<typeof sessionSlice.reducer>;
  }
}

function sessionStandIn(openLoginModal: (returnTo: string) => void) {
  return defineFeature({
    name: 'session (stand-in)',
    slices: [sessionSlice],
    register: ({ ports }) =>
      ports.provide('shell.signIn', {
        isAuthenticated: (state) => state.shellTestSession.signedIn,
        isSessionKnown: (state) => state.shellTestSession.known,
        openLoginModal,
      }),
  });
}

export function TestHomePage() {
  return <h1>Test home page</h1>;
}

const part = (id: string, node: ReactNode): SlotPart[] => [{ id, Component: () => node }];

/** Slot parts that name themselves, so a test can see which parts of a layout are on the page. */
export const TEST_SLOTS: Partial<Record<SlotName, readonly SlotPart[]>> = {
  header: part('header', <span>Header content</span>),
  right: part('aside', <span>Aside content</span>),
  footer: part('footer', <span>Footer content</span>),
  seo: part('seo', <span>SEO text</span>),
  notifications: part('notifications', <span>Notifications area</span>),
  floating: part('support', <button type="button">Support</button>),
  bottomBar: part('bottom-navigation', <nav aria-label="Bottom navigation">Bottom nav</nav>),
};

export interface RenderOptions {
  userLanguage?: string;
  signedIn?: boolean;
  /** False: the platform has not yet said who is signed in when the router starts. */
  sessionKnown?: boolean;
  /** The browser's cookies at start, e.g. `{ lng: 'en' }`. */
  cookies?: Record<string, string>;
  pages?: PageRegistry;
  slots?: Partial<Record<SlotName, readonly SlotPart[]>>;
  remotePage?: PageModuleLoader;
  guards?: readonly FeatureGuard[];
}

/** What a test's pages, slot parts and guards are to the shell: a feature bringing them, as any lib would. */
function testPages({
  pages,
  slots,
  remotePage,
  guards,
}: Pick<RenderOptions, 'pages' | 'slots' | 'remotePage' | 'guards'>) {
  const loaders = Object.fromEntries(
    Object.entries(pages ?? {}).flatMap(([route, load]) => (load ? [[route, (() => load()) as PageLoader]] : [])),
  );
  return defineFeature({
    name: 'shell test pages',
    routes: { pages: loaders, ...(remotePage ? { remoteAppPage: () => remotePage() } : {}) },
    ...(slots ? { slots } : {}),
    ...(guards ? { guards } : {}),
  });
}

/** The shell as apps/web composes it (its feature, `createSiteRouter`) on a memory router, against the platform's handlers. */
export function setUpShell() {
  const mock = createPlatformMock();
  const undo: (() => void)[] = [];
  afterEach(() => {
    undo.splice(0).forEach((step) => step());
    mock.reset();
  });

  function renderAt(
    path: string,
    {
      userLanguage = 'ru',
      signedIn = false,
      sessionKnown = true,
      cookies,
      pages = { home: async () => ({ default: TestHomePage }) },
      slots = TEST_SLOTS,
      remotePage,
      guards,
    }: RenderOptions = {},
  ) {
    const openLoginModal = vi.fn<(returnTo: string) => void>();
    // Kept by the test: full-page loads and reloads (chunk-load recovery) are counted on it.
    const page = memoryPage(`${TEST_ORIGIN}${path}`);
    const site = createTestStore({
      // The shell without its own pages: each test says which pages exist.
      features: [
        { ...shellFeature, routes: {} },
        sessionStandIn(openLoginModal),
        testPages({ pages, slots, remotePage, guards }),
      ],
      mock,
      href: page.address().href,
      language: userLanguage,
      bundles: [uiResources, specResources],
      cookies,
      adapters: { page },
    });
    site.store.dispatch(sessionSlice.actions.signedIn(signedIn));
    if (!sessionKnown) site.store.dispatch(sessionSlice.actions.notKnownYet());
    const router = createSiteRouter(site.ctx, {
      createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    });
    undo.push(site.uninstall, () => router.dispose());
    render(
      <TestSiteProviders site={site}>
        <RouterProvider router={router} />
      </TestSiteProviders>,
    );
    const at = () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    };
    return { router, store: site.store, i18n: site.i18n, adapters: site.adapters, page, openLoginModal, at };
  }

  return { mock, renderAt };
}

/** The route name the placeholder page shows, once a page has rendered. */
export async function shownRoute(): Promise<string | null> {
  const { findByRole } = await import('@testing-library/react').then((rtl) => rtl.screen);
  const heading = await findByRole('heading', { level: 1, name: /own app|открывается в своём|on its way|готовится/ });
  return heading.closest('[data-route]')?.getAttribute('data-route') ?? null;
}
