/** The coupon notifications' words (MOD-026), ru and en complete. */
export const notificationsResources = {
  ru: {
    coupon_notifications: 'Уведомления о ставках',
    coupon_notification_title: 'Купон № {{couponId}}',
    coupon_notification_live: 'Ставка в лайве принята и уже в игре. Возможный выигрыш — {{possibleWin}}.',
    coupon_notification_line: 'Ставка принята и ждёт начала события. Возможный выигрыш — {{possibleWin}}.',
  },
  en: {
    coupon_notifications: 'Bet notifications',
    coupon_notification_title: 'Coupon No. {{couponId}}',
    coupon_notification_live: 'Your live bet is accepted and in play. Possible win: {{possibleWin}}.',
    coupon_notification_line: 'Your bet is accepted and waits for the event to start. Possible win: {{possibleWin}}.',
  },
} as const;
