/** The coupon's own words (keys `coupon_*`), ru and en complete. */
export const couponResources = {
  ru: {
    coupon_not_saved_title: 'Купон не сохранён',
    coupon_not_saved_text: 'Браузер не даёт сохранить купон: после перезагрузки страницы его изменения пропадут.',
    // the bet slip's heading and empty state: shown before the slip's own chunk (and texts) arrive
    coupon_slip_title: 'Купон',
    coupon_slip_empty: 'Купон пуст',
    coupon_slip_empty_hint: 'Нажмите на коэффициент, чтобы добавить ставку.',
    // the header's count
    coupon_indicator: 'Купон ({{bets}})',
    coupon_indicator_label: 'Ставок в купоне: {{bets}}',
  },
  en: {
    coupon_not_saved_title: 'The coupon is not saved',
    coupon_not_saved_text:
      'The browser does not let the site save the coupon: its changes will be lost when the page reloads.',
    coupon_slip_title: 'Bet slip',
    coupon_slip_empty: 'Your bet slip is empty',
    coupon_slip_empty_hint: 'Tap any odds to add a bet.',
    coupon_indicator: 'Coupon ({{bets}})',
    coupon_indicator_label: 'Bets in the coupon: {{bets}}',
  },
} as const;
