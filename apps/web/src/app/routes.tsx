import { readLanguageCookies } from '@kickoff/i18n';
import type { CookieJar } from '@kickoff/runtime';
import { selectIsAuthenticated } from '@kickoff/session';
import { type ChunkLoadRecoveryDeps, createShellRoutes, type PlatformFacts } from '@kickoff/shell-routing';
import type { i18n as I18n } from 'i18next';
import { Footer } from '../layouts/Footer';
import { Header } from '../layouts/Header';
import RemoteAppPage from '../pages/RemoteAppPage';
import { pages } from './pages';
import type { AppStore } from './store';

export interface AppRoutesDeps {
  store: AppStore;
  i18n: I18n;
  cookies: Pick<CookieJar, 'get'>;
  chunkRecovery: ChunkLoadRecoveryDeps;
  isProduction: boolean;
  platformFacts?: () => PlatformFacts;
}

/**
 * The site's routes: the shell's router with this app's pages, the remote page for routes with a remote app, and
 * slot content. Guards and more slots join as libs arrive.
 */
export function createAppRoutes({ store, i18n, cookies, chunkRecovery, isProduction, platformFacts }: AppRoutesDeps) {
  return createShellRoutes({
    store,
    i18n,
    pages,
    remotePage: RemoteAppPage,
    isAuthenticated: selectIsAuthenticated,
    chunkRecovery,
    isProduction,
    platformFacts,
    languageCookies: () => readLanguageCookies(cookies),
    slots: { header: <Header />, footer: <Footer /> },
  });
}
