/** The coupon's own words (keys `coupon_*`), ru and en complete. */
export const couponResources = {
  ru: {
    coupon_not_saved_title: 'Купон не сохранён',
    coupon_not_saved_text: 'Браузер не даёт сохранить купон: после перезагрузки страницы его изменения пропадут.',
  },
  en: {
    coupon_not_saved_title: 'The coupon is not saved',
    coupon_not_saved_text: 'The browser does not let the site save the coupon: its changes will be lost when the page reloads.',
  },
} as const;
