import type { TimerHandle } from '@kickoff/runtime';
import type { FeatureContext } from '@kickoff/store';
import { couponNotificationsActions, selectCouponNotifications } from './notifications-slice';
import { readNotifications, writeNotifications } from './notifications-storage';

type Deps = Pick<FeatureContext, 'startAppListening' | 'store'> & {
  adapters: Pick<FeatureContext['adapters'], 'sessionStorage' | 'timers' | 'clock' | 'logger'>;
};

/**
 * CPN-042 … CPN-044: the coupon notifications come due on the site's clock and live in the tab's session
 * storage, so a reload in the same session shows a due one at once and waits out the rest of a pending one.
 */
export function startCouponNotifications({
  startAppListening,
  store,
  adapters: { sessionStorage, timers, clock, logger },
}: Deps): () => void {
  let timer: TimerHandle | undefined;
  const plan = () => {
    timers.clearTimeout(timer);
    timer = undefined;
    const pending = selectCouponNotifications(store.getState()).filter((item) => !item.isDue);
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((item) => item.dueAt));
    timer = timers.setTimeout(
      () => store.dispatch(couponNotificationsActions.notificationsDue(clock.now())),
      Math.max(0, next - clock.now()),
    );
  };
  const stop = startAppListening({
    predicate: (_action, current, previous) =>
      selectCouponNotifications(current) !== selectCouponNotifications(previous),
    effect: (_action, api) => {
      writeNotifications(sessionStorage, selectCouponNotifications(api.getState()));
      plan();
    },
  });
  store.dispatch(couponNotificationsActions.notificationsRestored(readNotifications(sessionStorage, logger)));
  store.dispatch(couponNotificationsActions.notificationsDue(clock.now()));
  plan();
  return () => {
    stop();
    timers.clearTimeout(timer);
  };
}
