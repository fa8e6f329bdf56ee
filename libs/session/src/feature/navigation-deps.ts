import { RETURN_TO } from '@kickoff/contracts';
import { selectSiteConfig, siteConfigApi } from '@kickoff/site-config';
import type { FeatureContext, RootState } from '@kickoff/store';
import type { AfterSignInNavigationDeps } from '../navigation/after-sign-in-listener';

type Log = (message: string, detail?: unknown) => void;

/**
 * What the navigation after a sign-in reads of the shell, the router and site config: built in the services' chunk,
 * which leads the sign-ins (the first load carries none of it).
 */
export function navigationDeps(
  ctx: FeatureContext,
  fromRoute: AfterSignInNavigationDeps['fromRoute'],
  loginReturnTo: (state: RootState) => string | null,
  log: Log,
): AfterSignInNavigationDeps {
  const { adapters, navigation, ports, i18n, store } = ctx;
  const route = () => ports.get('shell.currentRoute');
  return {
    siteOrigin: adapters.page.address().origin,
    // A login modal opened by the login guard over the current page remembers where the player was going.
    returnAddress: () =>
      loginReturnTo(store.getState()) ?? new URLSearchParams(navigation.location().search).get(RETURN_TO),
    fromRoute,
    isAllowedForSignedIn: (path) => route().isAllowedForSignedIn(path),
    afterRegistrationRedirects: (state) => selectSiteConfig(state, i18n.language)?.afterRegistrationRedirects ?? [],
    pathOfRoute: (name) => route().pathOf(name),
    navigate: (target) =>
      navigation.navigate(target.kind === 'home' ? `/${i18n.language}/` : target.path, { replace: true }),
    reloadSiteConfig: () =>
      store.dispatch(
        siteConfigApi.endpoints.siteConfigAll.initiate(
          { lang: i18n.language },
          { forceRefetch: true, subscribe: false },
        ),
      ),
    log,
  };
}
