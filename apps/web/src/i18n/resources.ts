/** Texts of what apps/web itself puts into the shell's slots (the header's links, the coupon badge). The shell's own texts live in @kickoff/shell-routing. */
export const webResources = {
  ru: {
    web_nav_line: 'Линия',
    web_nav_live: 'Лайв',
    web_nav_casino: 'Казино',
    web_coupon_indicator: 'Купон ({{bets}})',
    web_coupon_indicator_label: 'Ставок в купоне: {{bets}}',
  },
  en: {
    web_nav_line: 'Line',
    web_nav_live: 'Live',
    web_nav_casino: 'Casino',
    web_coupon_indicator: 'Coupon ({{bets}})',
    web_coupon_indicator_label: 'Bets in the coupon: {{bets}}',
  },
} as const;
