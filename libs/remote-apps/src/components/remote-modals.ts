import type { RemotePageRequest } from '../pages/remote-page-request';

/**
 * doc 000 §2.6 modals with remote content (RA-023). Which app serves them and the component names are
 * Kickoff's choice (the spec names neither): support serves the two support modals, navigation the menu.
 */
export const REMOTE_MODALS = {
  supportHistory: {
    titleKey: 'remote_modal_support_history',
    appName: 'support',
    component: 'support-request-history',
  },
  userQuestion: { titleKey: 'remote_modal_user_question', appName: 'support', component: 'user-question' },
  navigationMenu: { titleKey: 'remote_modal_navigation_menu', appName: 'navigation', component: 'navigation-menu' },
} as const;

export type RemoteModalKind = keyof typeof REMOTE_MODALS;

/** The modal's content is the remote app's component rendered for the current route (a POST with components). */
export function remoteModalRequest(kind: RemoteModalKind, route: string): RemotePageRequest {
  const modal = REMOTE_MODALS[kind];
  return { appName: modal.appName, route, components: [{ name: modal.component }] };
}

export const remoteModalViewId = (kind: RemoteModalKind) => `modal:${kind}`;
