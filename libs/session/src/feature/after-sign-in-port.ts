import { RETURN_TO } from '@kickoff/contracts';
import type { FeatureContext, LazyFeature } from '@kickoff/store';
import { type FormSignIn, readFormSignIn } from '../navigation/form-sign-in';
import { trackFromRoute } from '../navigation/from-route';
import { signedIn } from '../state/session-slice';
import type { SessionServicesApi, SignInLeader } from './session-services';

type Log = (message: string, detail?: unknown) => void;

/**
 * Starts leading the forms' sign-ins once the services' chunk (which holds the navigation) is in: at once when it
 * is, else when it arrives (asked for now; the after-start tries go on). A form's sign-in before that is read when
 * it happens and led on arrival, the last one deciding, as two sign-ins in a row do.
 */
function leadSignInsWhenIn(
  ctx: FeatureContext,
  services: LazyFeature<SessionServicesApi>,
  leader: SignInLeader,
): () => void {
  const ready = services.loaded();
  if (ready) return ready.leadSignIns(ctx, leader, null);
  let missed: FormSignIn | null = null;
  let stopLeading = () => undefined as void;
  // Where a sign-in before the chunk's arrival was meant to go is read when it happens.
  const where = {
    returnAddress: () =>
      leader.loginReturnTo(ctx.store.getState()) ??
      new URLSearchParams(ctx.navigation.location().search).get(RETURN_TO),
    fromRoute: leader.fromRoute,
  };
  const stopReading = ctx.startAppListening({
    actionCreator: signedIn,
    effect: ({ payload }) => void (missed = readFormSignIn(payload.via, where) ?? missed),
  });
  const stopWaiting = services.subscribe(() => {
    stopWaiting();
    stopReading();
    stopLeading = services.loaded()?.leadSignIns(ctx, leader, missed) ?? stopLeading;
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
    start: (loginReturnTo) => leadSignInsWhenIn(ctx, services, { fromRoute: tracker.fromRoute, loginReturnTo, log }),
  });
  return tracker.stop;
}
