import { RETURN_TO } from '@kickoff/shell-routing';
import { selectSiteConfig, siteConfigApi } from '@kickoff/site-config';
import type { FeatureContext } from '@kickoff/store';
import { registerAfterSignInNavigation } from '../navigation/after-sign-in-listener';
import { trackFromRoute } from '../navigation/from-route';

/**
 * Provides `session.afterSignIn`: only the forms sign anyone in, so their chunk starts the navigation after a
 * sign-in (SES-002 … SES-004) with where the session knows to go. The from-route is remembered from the start.
 * Returns the undo of the tracking.
 */
export function provideAfterSignIn(ctx: FeatureContext, log: (message: string, detail?: unknown) => void): () => void {
  const { adapters, navigation, ports, i18n, store, startAppListening } = ctx;
  const route = () => ports.get('shell.currentRoute');
  const tracker = trackFromRoute(navigation, (address) => route().routeName(address));
  ports.provide('session.afterSignIn', {
    start: (loginReturnTo) =>
      registerAfterSignInNavigation(startAppListening, {
        siteOrigin: adapters.page.address().origin,
        // A login modal opened by the login guard over the current page remembers where the player was going.
        returnAddress: () => loginReturnTo(store.getState()) ?? new URLSearchParams(navigation.location().search).get(RETURN_TO),
        fromRoute: tracker.fromRoute,
        isAllowedForSignedIn: (path) => route().isAllowedForSignedIn(path),
        afterRegistrationRedirects: (state) => selectSiteConfig(state, i18n.language)?.afterRegistrationRedirects ?? [],
        pathOfRoute: (name) => route().pathOf(name),
        navigate: (target) => navigation.navigate(target.kind === 'home' ? `/${i18n.language}/` : target.path, { replace: true }),
        reloadSiteConfig: () => store.dispatch(siteConfigApi.endpoints.siteConfigAll.initiate({ lang: i18n.language }, { forceRefetch: true, subscribe: false })),
        log,
      }),
  });
  return tracker.stop;
}
