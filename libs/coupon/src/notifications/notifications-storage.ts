import type { KeyValueStorage, Logger } from '@kickoff/runtime';
import { z } from 'zod/mini';
import type { CouponNotification } from './notifications-slice';

/** In the tab's sessionStorage: a reload keeps them, a new browser session does not (CPN-044). */
export const COUPON_NOTIFICATIONS_KEY = 'kickoff:coupon-notifications';

/** Built when there is something saved to read: a tab without notices never needs it. */
const NotificationSchema = z.lazy(() =>
  z.object({
    couponId: z.string().check(z.regex(/^\d+$/)),
    isLive: z.boolean(),
    possibleWin: z.number().check(z.nonnegative()),
    currencyIso: z.string().check(z.regex(/^[A-Z]{3}$/)),
    dueAt: z.number(),
    isDue: z.boolean(),
  }),
);

/** Read one by one: a damaged entry is dropped alone, and an unreadable record costs only the notices. */
export function readNotifications(storage: KeyValueStorage, logger: Logger): CouponNotification[] {
  const text = storage.getItem(COUPON_NOTIFICATIONS_KEY);
  if (text === null) return [];
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    logger.warn('coupon: saved notifications unreadable, dropped');
    return [];
  }
  if (!Array.isArray(saved)) return [];
  return saved.flatMap((entry: unknown, index) => {
    const parsed = NotificationSchema.safeParse(entry);
    if (!parsed.success) logger.warn(`coupon: saved notification #${index} dropped`);
    return parsed.success ? [parsed.data] : [];
  });
}

export function writeNotifications(storage: KeyValueStorage, items: readonly CouponNotification[]): void {
  if (items.length === 0) storage.removeItem(COUPON_NOTIFICATIONS_KEY);
  else storage.setItem(COUPON_NOTIFICATIONS_KEY, JSON.stringify(items));
}
