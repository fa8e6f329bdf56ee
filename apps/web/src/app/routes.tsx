import { readLanguageCookies } from '@kickoff/i18n';
import type { CookieJar } from '@kickoff/runtime';
import { selectIsAuthenticated } from '@kickoff/session';
import { type ChunkLoadRecoveryDeps, createShellRoutes, type PlatformFacts } from '@kickoff/shell-routing';
import type { i18n as I18n } from 'i18next';
import { Footer } from '../layouts/Footer';
import { Header } from '../layouts/Header';
import { SessionLayer } from '../layouts/SessionLayer';
import RemoteAppPage from '../pages/RemoteAppPage';
import type { SessionFormsLoader } from '../session-forms/session-forms-loader';
import { createPages } from './pages';
import type { AppStore } from './store';

export interface AppRoutesDeps {
  store: AppStore;
  i18n: I18n;
  cookies: Pick<CookieJar, 'get'>;
  chunkRecovery: ChunkLoadRecoveryDeps;
  isProduction: boolean;
  platformFacts?: () => PlatformFacts;
  sessionForms: SessionFormsLoader;
}

/**
 * The site's routes: the shell's router with this app's pages, the remote page for routes with a remote app, and
 * slot content. Guards and more slots join as libs arrive.
 */
export function createAppRoutes({ store, i18n, cookies, chunkRecovery, isProduction, platformFacts, sessionForms }: AppRoutesDeps) {
  return createShellRoutes({
    store,
    i18n,
    pages: createPages(sessionForms.load),
    remotePage: RemoteAppPage,
    isAuthenticated: selectIsAuthenticated,
    // SR-022: a protected page met from another page opens the login form over it, coming back after sign-in.
    openLoginModal: (returnTo) => void sessionForms.load().then((forms) => forms.openLogin(returnTo), () => undefined),
    chunkRecovery,
    isProduction,
    platformFacts,
    languageCookies: () => readLanguageCookies(cookies),
    slots: { header: <Header />, footer: <Footer />, notifications: <SessionLayer /> },
  });
}
