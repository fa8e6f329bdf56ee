import type { PageRegistry } from '@kickoff/shell-routing';

/**
 * The pages apps/web owns, one chunk each (the home page loads no other page's code). The login and
 * registration pages need the session's forms installed first. Every other route shows the shell's placeholder
 * page, which renders the remote page for routes with a remote app (routes.tsx).
 */
export function createPages(loadSessionForms: () => Promise<unknown>): PageRegistry {
  return {
    home: () => import('../pages/HomePage'),
    'confirm-terms': () => import('../pages/ConfirmTermsRoutePage'),
    login: () => loadSessionForms().then(() => import('../pages/LoginRoutePage')),
    registration: () => loadSessionForms().then(() => import('../pages/RegistrationRoutePage')),
  };
}
