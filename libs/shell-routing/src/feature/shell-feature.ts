import type { RootState } from '@kickoff/store';
import { defineFeature, installAfterStart } from '@kickoff/store';
import { shellRoutingResources } from '../i18n/resources';
import { shellModalsResources } from '../modals/modals-resources';
import { type UpdateNoticeState, updateNoticeSlice } from '../modals/update/update-notice-slice';
import { loadRouteTable } from '../routes/lazy-route-table';
import { type CurrentRoute, createCurrentRoute } from './current-route';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** never persisted: a newer build is looked for again on every visit */
    updateNotice: UpdateNoticeState;
  }
  interface FeaturePorts {
    /** The page on screen as the route table reads it. */
    'shell.currentRoute': CurrentRoute;
    /** Who is signed in and the login form over a page: the session provides it; without it nobody is. */
    'shell.signIn': {
      isAuthenticated(state: RootState): boolean;
      /** The platform has said who is signed in (a protected page waits for it on a first load). */
      isSessionKnown?(state: RootState): boolean;
      openLoginModal(returnTo: string): void;
    };
  }
}

/**
 * The shell: its texts, the update notice, the current route for the features that ask about the page, the home
 * page, and each page's title and description until the SEO feature names them.
 */
export const shellFeature = defineFeature({
  name: 'shell-routing',
  slices: [updateNoticeSlice],
  resources: [shellRoutingResources, shellModalsResources],
  routes: { pages: { home: () => import('../pages/HomePage') } },
  // Its words and rules are a chunk of their own, with the pages' descriptions.
  head: (input) => import('../head/shell-head').then(({ shellHead }) => shellHead(input)),
  // The same for every visitor: the site config (routes, languages, switches) and the games preview.
  server: { sharedAnswers: ['siteConfigAll', 'shellGamesPreview'] },
  register(ctx) {
    ctx.ports.provide(
      'shell.currentRoute',
      createCurrentRoute({
        getState: ctx.store.getState,
        location: ctx.navigation.location,
        language: () => ctx.i18n.language,
        isProduction: ctx.site.isProduction,
      }),
    );
    // Off the first load (the first page needs only the router's answer), wanted by the first navigation.
    return installAfterStart(ctx, loadRouteTable);
  },
});
