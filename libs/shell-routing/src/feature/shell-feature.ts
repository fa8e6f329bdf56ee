import type {} from '@kickoff/contracts';
import { defineFeature } from '@kickoff/store';
import { shellRoutingResources } from '../i18n/resources';
import { shellModalsResources } from '../modals/modals-resources';
import { type UpdateNoticeState, updateNoticeSlice } from '../modals/update/update-notice-slice';
import { loadRouteTable } from '../routes/lazy-route-table';
import { createCurrentRoute } from './current-route';
import { provideShellParts } from './shell-parts';

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    /** never persisted: a newer build is looked for again on every visit */
    updateNotice: UpdateNoticeState;
  }
  interface LazyFeatures {
    /** The route table and its resolver: every navigation awaits it; the first page needs only the router's answer. */
    routeTable: undefined;
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
  server: {
    // The same for every visitor: the site config (routes, languages, switches), the games preview, the home's games.
    sharedAnswers: ['siteConfigAll', 'shellGamesPreview', 'shellHomeGames', 'shellHomeCasino'],
    // Its answer for an address before the server renders (the route table's): only the server asks for it.
    load: () => import('../server/server'),
  },
  // Off the first load, wanted by the first navigation (which loads it itself if it comes first).
  later: [
    {
      name: 'routeTable',
      load: () => loadRouteTable().then(() => ({ feature: { name: 'route table' }, api: () => undefined })),
      when: 'after-start',
    },
  ],
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
    provideShellParts(ctx);
  },
});
