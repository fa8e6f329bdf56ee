import { systemTimers } from '@kickoff/runtime';
import { Preloader } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { createChunkRecovery } from './chunk-recovery';
import { RouteErrorElement } from './errors/RouteErrorElement';
import { createNavigationTracker } from './navigation-tracker';
import { createPageModules } from './page-modules';
import { ShellContext, type ShellContextValue } from './shell-context';
import { createShellLoader } from './shell-loader';
import type { ShellRoutesOptions } from './shell-options';
import { ShellPage } from './ShellPage';
import { ShellRoot } from './ShellRoot';
import { createSiteConfigSource, type SiteConfigState } from './site-config-source';

const nobodySignedIn = () => false;
const alwaysKnown = () => true;

/** While the first page resolves (site config, the page's code): nothing of the page is known yet. */
function FirstLoad() {
  const { t } = useTranslation();
  return <Preloader label={t('shell_page_loading')} />;
}

/**
 * The site's data-router routes. Every `/{lng}/…` address goes through one loader that asks the route table
 * (`resolveRoute`) on every navigation; `/` gets the visitor's language. Pages come from `options.pages`, one
 * chunk each, so the home page loads no other page's code.
 */
export function createShellRoutes<S extends SiteConfigState>(options: ShellRoutesOptions<S>): RouteObject[] {
  const isAuthenticated = options.isAuthenticated ?? nobodySignedIn;
  const recovery = createChunkRecovery(options.chunkRecovery);
  const navigation = createNavigationTracker();
  const pages = createPageModules(options.pages, options.remotePage);
  const shell: ShellContextValue = {
    slots: options.slots ?? {},
    consultantChats: options.consultantChats,
    timers: options.timers ?? systemTimers,
    recovery,
    navigation,
    pages,
    isAuthenticated: isAuthenticated as ShellContextValue['isAuthenticated'],
  };
  const loader = createShellLoader({
    store: options.store,
    i18n: options.i18n,
    isProduction: options.isProduction,
    platformFacts: options.platformFacts,
    languageCookies: options.languageCookies,
    openLoginModal: options.openLoginModal,
    isAuthenticated,
    isSessionKnown: options.isSessionKnown ?? alwaysKnown,
    timers: options.timers ?? systemTimers,
    guards: options.guards ?? [],
    siteConfig: createSiteConfigSource(options.store),
    pages,
    navigation,
    recovery,
  });
  const withShell = (element: ReactNode) => <ShellContext.Provider value={shell}>{element}</ShellContext.Provider>;

  return [
    {
      id: 'shell',
      element: withShell(<ShellRoot />),
      errorElement: withShell(<RouteErrorElement />),
      HydrateFallback: FirstLoad,
      children: [
        // '/' has no language: the loader's answer is always the language-prefix redirect (SR-003).
        { id: 'shell-root-path', index: true, loader, element: null },
        {
          id: 'shell-page',
          path: ':lng/*',
          loader,
          // Every navigation asks the route table again: config, session and query all change the answer.
          shouldRevalidate: () => true,
          element: <ShellPage />,
          errorElement: <RouteErrorElement inLayout />,
        },
      ],
    },
  ];
}
