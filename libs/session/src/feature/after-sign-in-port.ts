import { RETURN_TO } from '@kickoff/contracts';
import { selectSiteConfig, siteConfigApi } from '@kickoff/site-config';
import type { FeatureContext, LazyFeature, RootState } from '@kickoff/store';
import type { AfterSignInNavigationDeps } from '../navigation/after-sign-in-listener';
import { type FormSignIn, readFormSignIn } from '../navigation/form-sign-in';
import { trackFromRoute } from '../navigation/from-route';
import { signedIn } from '../state/session-slice';
import type { SessionServicesApi } from './session-services';

type Log = (message: string, detail?: unknown) => void;

/** What the navigation after a sign-in reads of the shell, the router and site config. */
function navigationDeps(
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

/**
 * Starts leading the forms' sign-ins once the services' chunk (which holds the navigation) is in: at once when it
 * is, else when it arrives (asked for now; the after-start tries go on). A form's sign-in before that is read when
 * it happens and led on arrival, the last one deciding, as two sign-ins in a row do.
 */
function leadSignInsWhenIn(
  ctx: FeatureContext,
  services: LazyFeature<SessionServicesApi>,
  deps: AfterSignInNavigationDeps,
): () => void {
  const ready = services.loaded();
  if (ready) return ready.leadSignIns(deps, null);
  let missed: FormSignIn | null = null;
  let stopLeading = () => undefined as void;
  const stopReading = ctx.startAppListening({
    actionCreator: signedIn,
    effect: ({ payload }) => void (missed = readFormSignIn(payload.via, deps) ?? missed),
  });
  const stopWaiting = services.subscribe(() => {
    stopWaiting();
    stopReading();
    stopLeading = services.loaded()?.leadSignIns(deps, missed) ?? stopLeading;
  });
  // A failed load is logged by the lazy feature; its after-start tries, or the next logout, ask again.
  services.load().catch(() => undefined);
  return () => {
    stopWaiting();
    stopReading();
    stopLeading();
  };
}

/**
 * Provides `session.afterSignIn`: only the forms sign anyone in, so their chunk starts the navigation after a
 * sign-in (SES-002 … SES-004) with where the session knows to go. The from-route is remembered from the start.
 * Returns the undo of the tracking.
 */
export function provideAfterSignIn(
  ctx: FeatureContext,
  services: LazyFeature<SessionServicesApi>,
  log: Log,
): () => void {
  const tracker = trackFromRoute(ctx.navigation, (address) => ctx.ports.get('shell.currentRoute').routeName(address));
  ctx.ports.provide('session.afterSignIn', {
    start: (loginReturnTo) =>
      leadSignInsWhenIn(ctx, services, navigationDeps(ctx, tracker.fromRoute, loginReturnTo, log)),
  });
  return tracker.stop;
}
