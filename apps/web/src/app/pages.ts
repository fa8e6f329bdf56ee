import type { PageRegistry } from '@kickoff/shell-routing';

/**
 * The pages apps/web owns, one chunk each (the home page loads no other page's code). Every other route shows
 * the shell's placeholder page, which renders the remote page for routes with a remote app (routes.tsx).
 */
export const pages: PageRegistry = {
  home: () => import('../pages/HomePage'),
};
