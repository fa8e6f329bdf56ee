import { readLanguageCookies } from '@kickoff/i18n';
import type { FeatureContext, RootState, RouterLike } from '@kickoff/store';
import type { RouteObject } from 'react-router-dom';
import type { ShellSlots } from '../layouts/layout-slots';
import { createShellRoutes } from '../router/create-shell-routes';
import type { PageModuleLoader, PageRegistry } from '../router/shell-options';
import type { ShellGuard } from '../router/shell-guards';
import type { ConsultantChatRegistry } from '../widgets/ConsultantChat';

export interface SiteRouterOptions<Router> {
  pages: PageRegistry;
  slots?: ShellSlots;
  remotePage?: PageModuleLoader;
  consultantChats?: ConsultantChatRegistry;
  /** Contributed by other libs (blocking, limits), run in order after the route resolved to a page. */
  guards?: readonly ShellGuard<RootState>[];
  /** `createBrowserRouter` in the browser, `createMemoryRouter` in tests and on the server. */
  createRouter(routes: RouteObject[]): Router;
}

/**
 * The site's router from the installed features: the shell's routes over the store, the session's sign-in link
 * (`shell.signIn`, when installed) and the page's adapters. Once made, the features' navigation goes through it.
 */
export function createSiteRouter<Router extends RouterLike>(
  ctx: FeatureContext,
  options: SiteRouterOptions<Router>,
): Router {
  const { adapters } = ctx;
  const signIn = ctx.ports.find('shell.signIn');
  const router = options.createRouter(
    createShellRoutes<RootState>({
      store: ctx.store,
      i18n: ctx.i18n,
      pages: options.pages,
      slots: options.slots,
      remotePage: options.remotePage,
      consultantChats: options.consultantChats,
      guards: options.guards,
      isAuthenticated: signIn?.isAuthenticated,
      isSessionKnown: signIn?.isSessionKnown,
      // SR-022: a protected page met from another page opens the login form over it, coming back after sign-in.
      openLoginModal: signIn?.openLoginModal,
      chunkRecovery: { page: adapters.page, clock: adapters.clock, storage: adapters.sessionStorage },
      isProduction: ctx.site.isProduction,
      // SR-090: what the Mac-tablet check needs.
      platformFacts: () => ({ userAgent: adapters.page.userAgent(), maxTouchPoints: adapters.page.maxTouchPoints() }),
      languageCookies: () => readLanguageCookies(adapters.cookies),
      timers: adapters.timers,
    }),
  );
  ctx.navigation.attach(router);
  return router;
}
