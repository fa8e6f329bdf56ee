import type { Timers } from '@kickoff/runtime';
import { type GuardOutcome, type RootState, runGuards } from '@kickoff/store';
import type { i18n as I18n } from 'i18next';
import { data, type LoaderFunctionArgs, replace } from 'react-router-dom';

/** The page's data, with the status a guard gave it (a blocking page answers 403, maintenance 503). */
type ShellLoaderAnswer = ShellPageData | ReturnType<typeof data<ShellPageData>>;
import type { GuardResolution, PageResolution, RouteResolution } from '../routes';
import { loadRouteTable } from '../routes/lazy-route-table';
import type { ChunkRecovery } from './chunk-recovery';
import { hiddenLanguageReplacement } from './language-rechoice';
import type { NavigationTracker } from './navigation-tracker';
import type { PageModules } from './page-modules-contract';
import type { ShellPageData, ShellRoutesOptions } from './shell-options';
import type { SiteConfigSource } from './site-config-source';
import { untilSessionKnown } from './until-session-known';

export interface ShellLoaderDeps<S> extends Pick<
  ShellRoutesOptions<S>,
  'store' | 'isProduction' | 'platformFacts' | 'languageCookies' | 'openLoginModal'
> {
  i18n: I18n;
  isAuthenticated: (state: S) => boolean;
  isSessionKnown: (state: S) => boolean;
  timers: Timers;
  guards: NonNullable<ShellRoutesOptions<S>['guards']>;
  siteConfig: SiteConfigSource;
  pages: PageModules;
  navigation: NavigationTracker;
  recovery: ChunkRecovery;
}

const hrefOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/** The page is being replaced by a full load: nothing should render in the meantime. */
const never = () => new Promise<never>(() => undefined);

/** SR-010: whatever the shell does not recognise is a server-side-like failure, never a silently shown page. */
function unknownOutcome(): never {
  throw data(null, { status: 500 });
}

/**
 * The loader of every `/{lng}/…` address, run on each navigation: it resolves the address with the route table
 * and acts exactly as the routes README says (page, redirect, guard, not-found), then runs contributed guards
 * and loads the page's code before anything renders.
 */
export function createShellLoader<S>(deps: ShellLoaderDeps<S>) {
  const { store, i18n } = deps;

  async function switchLanguage(language: string) {
    if (i18n.language !== language) await i18n.changeLanguage(language);
  }

  function guardTo(resolution: GuardResolution, url: URL): never {
    const current = deps.navigation.committed;
    // Not over the guarded page itself (the session ended on it): staying there would ask again forever.
    if (resolution.to === 'login' && deps.openLoginModal && current !== undefined && current !== hrefOf(url)) {
      // SR-024: during in-app navigation the form opens over the page the visitor is on, which stays.
      deps.openLoginModal(resolution.returnTo);
      throw replace(current);
    }
    throw replace(resolution.location);
  }

  function actOnGuardOutcome(outcome: GuardOutcome): never {
    switch (outcome.kind) {
      case 'redirect':
        throw replace(outcome.location);
      case 'not-found':
        throw data(null, { status: 404 });
      case 'error':
        throw data(null, { status: outcome.status });
      default:
        return unknownOutcome();
    }
  }

  /** A chunk the navigation needs (the route table, the page's code): one that fails to load is recovered from (SR-108/109). */
  async function loadChunk<T>(load: () => Promise<T>, url: URL): Promise<T> {
    try {
      return await load();
    } catch (error) {
      const navigatingTo = deps.navigation.committed === undefined ? undefined : hrefOf(url);
      const outcome = deps.recovery.recover(error, navigatingTo === undefined ? {} : { navigatingTo });
      if (outcome === 'full-load' || outcome === 'reload') await never();
      throw error;
    }
  }

  async function loadPage(resolution: PageResolution, url: URL): Promise<void> {
    await loadChunk(() => deps.pages.load(resolution.route), url);
  }

  async function showPage(
    resolution: PageResolution,
    url: URL,
    siteLanguages: Parameters<typeof hiddenLanguageReplacement>[0]['siteLanguages'],
    isAuthenticated: boolean,
  ): Promise<ShellLoaderAnswer> {
    const hiddenLanguage = hiddenLanguageReplacement({
      url,
      language: resolution.language,
      siteLanguages,
      isAuthenticated,
      ...deps.languageCookies?.(),
    });
    if (hiddenLanguage !== undefined) throw replace(hiddenLanguage);
    // Before the guards: a not-found or error page they ask for speaks the page's language.
    await switchLanguage(resolution.language);
    const page = {
      name: resolution.route.name,
      language: resolution.language,
      params: resolution.params,
      remoteApp: resolution.route.remoteApp,
    };
    // Guards exist only in the site's router (`createSiteRouter`), whose store is the site's: S is RootState there.
    const outcome = await runGuards(deps.guards, { page, url, state: store.getState() as unknown as RootState });
    if (outcome?.kind === 'blocked') {
      // Rare (a blocked or maintained site): its code comes with it.
      const { blockedPage } = await import('./blocked-page');
      return blockedPage(resolution, outcome, {
        load: (route) => loadChunk(route, url),
        loadPage: (shown) => loadPage(shown, url),
      });
    }
    if (outcome !== undefined) actOnGuardOutcome(outcome);
    await loadPage(resolution, url);
    return { resolution };
  }

  return async function shellLoader({ request }: LoaderFunctionArgs): Promise<ShellLoaderAnswer> {
    const url = new URL(request.url);
    const [siteConfig, { resolveRoute }] = await Promise.all([
      deps.siteConfig.forRouting(i18n.language),
      loadChunk(loadRouteTable, url),
    ]);
    const resolveNow = () => {
      const isAuthenticated = deps.isAuthenticated(store.getState());
      const resolution: RouteResolution = resolveRoute(url, {
        siteConfig,
        isAuthenticated,
        isProduction: deps.isProduction,
        userLanguage: i18n.language,
        ...deps.platformFacts?.(),
      });
      return { isAuthenticated, resolution };
    };
    let { isAuthenticated, resolution } = resolveNow();
    // A signed-in player opening a protected page before the platform has said so must not meet the login form.
    if (resolution.kind === 'guard' && !deps.isSessionKnown(store.getState())) {
      await untilSessionKnown(store, deps.isSessionKnown, deps.timers);
      ({ isAuthenticated, resolution } = resolveNow());
    }
    switch (resolution.kind) {
      case 'page':
        return showPage(resolution, url, siteConfig?.languages, isAuthenticated);
      case 'redirect':
        // SR-003: history replace, never a new entry.
        throw replace(resolution.location);
      case 'guard':
        return guardTo(resolution, url);
      case 'not-found':
        // SR-089: the address loses `platform_type`; the next pass answers the 404 itself.
        if (resolution.replaceUrl !== undefined) throw replace(resolution.replaceUrl);
        await switchLanguage(resolution.language);
        throw data(null, { status: 404 });
      default:
        return unknownOutcome();
    }
  };
}
