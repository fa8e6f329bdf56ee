import { readLanguageCookies } from '@kickoff/i18n';
import { type FeatureContext, type RootState, type RouterLike, siteGuards, sitePages, siteSlots } from '@kickoff/store';
import type { RouteObject } from 'react-router-dom';
import { SiteFooter } from '../layouts/footer/SiteFooter';
import { SiteBottomBar } from '../layouts/bottom-bar/SiteBottomBar';
import { SiteHeader } from '../layouts/header/SiteHeader';
import { LeftColumn } from '../layouts/left/LeftColumn';
import type { ShellSlots } from '../layouts/layout-slots';
import { slotContent } from '../layouts/slot-parts';
import { createShellRoutes } from '../router/create-shell-routes';
import type { PageRegistry } from '../router/shell-options';
import type { ConsultantChatRegistry } from '../widgets/ConsultantChat';

export interface SiteRouterOptions<Router> {
  consultantChats?: ConsultantChatRegistry;
  /** `createBrowserRouter` in the browser, `createMemoryRouter` in tests, a capturing one on the server. */
  createRouter(routes: RouteObject[]): Router;
}

/** The layout's places filled with what the installed features bring; the header and footer frames are the shell's. */
function layoutSlots(ctx: FeatureContext): ShellSlots {
  const parts = siteSlots(ctx.features);
  return {
    header: <SiteHeader parts={slotContent(parts.header)} menuParts={slotContent(parts.menu)} />,
    // The shell's sports menu, then what features add under it.
    left: (
      <>
        <LeftColumn />
        {slotContent(parts.left)}
      </>
    ),
    aside: slotContent(parts.right),
    footer: <SiteFooter parts={slotContent(parts.footer)} />,
    seo: slotContent(parts.seo),
    notifications: slotContent([...(parts.notifications ?? []), ...(parts.modals ?? [])]),
    support: slotContent(parts.floating),
    bottomNavigation: <SiteBottomBar parts={slotContent(parts.bottomBar)} />,
  };
}

/**
 * The site's router from the installed features: their pages, guards and slot parts, the session's sign-in link
 * (`shell.signIn`, when installed) and the page's adapters. Once made, the features' navigation goes through it.
 */
export function createSiteRouter<Router extends RouterLike>(
  ctx: FeatureContext,
  options: SiteRouterOptions<Router>,
): Router {
  const { adapters } = ctx;
  const signIn = ctx.ports.find('shell.signIn');
  const { pages, remoteAppPage } = sitePages(ctx.features);
  const pageRegistry: PageRegistry = Object.fromEntries(
    Object.entries(pages).map(([route, load]) => [route, () => load(ctx)]),
  );
  const router = options.createRouter(
    createShellRoutes<RootState>({
      store: ctx.store,
      i18n: ctx.i18n,
      pages: pageRegistry,
      slots: layoutSlots(ctx),
      remotePage: remoteAppPage && (() => remoteAppPage(ctx)),
      consultantChats: options.consultantChats,
      guards: siteGuards(ctx.features),
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
  const doc = adapters.page.document();
  // The head follows the pages from right after the start: no first paint needs it (the server wrote the first head).
  if (doc) ctx.afterStart(() => import('../head/follow-head').then(({ followHead }) => followHead(ctx, router, doc)));
  return router;
}
