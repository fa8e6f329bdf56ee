/**
 * The site's words the bet slip's e2e reads, in the page's language. The e2e may not import the feature libs that own
 * them (module boundaries: type:e2e), so they are copied here from their resources, key for key:
 * libs/coupon/src/{i18n/resources,slip/slip-resources,placement/placement-resources}.ts, apps/web/src/i18n/resources.ts,
 * libs/session-forms/src/sign-in/sign-in-resources.ts, libs/user-config/src/i18n/resources.ts.
 */
const ru = {
  web_coupon_indicator_label: 'Ставок в купоне: {{bets}}',
  session_login_title: 'Вход',
  session_login_login_label: 'E-mail или логин',
  session_login_password_label: 'Пароль',
  session_login_submit: 'Войти',
  user_config_odds_label: 'Формат коэффициентов',
  user_config_odds_2: 'Американский',
  coupon_slip_title: 'Купон',
  coupon_slip_bets: 'Ставки купона',
  coupon_slip_close: 'Закрыть купон',
  coupon_slip_count: 'Ставок: {{count}}',
  coupon_slip_bar_odds: 'Кф {{coef}}',
  coupon_slip_odds: 'Коэффициент {{coef}}',
  coupon_slip_changed: 'Коэффициент изменился',
  coupon_slip_odds_up: 'Коэффициент вырос: был {{from}}, стал {{to}}',
  coupon_slip_bonus_bet: 'Бонусная ставка',
  coupon_slip_type_1: 'Экспресс',
  coupon_slip_type_4: 'Система',
  coupon_slip_type_9: 'Ординары',
  coupon_slip_system_value: 'Размер системы',
  coupon_slip_system_option: '{{value}} из {{count}} · вариантов: {{combo}}',
  coupon_slip_stake: 'Сумма ставки',
  coupon_slip_stake_each: 'Сумма на каждую ставку',
  coupon_slip_stake_more: 'Увеличить на {{step}}',
  coupon_slip_total_coef: 'Общий коэффициент',
  coupon_slip_possible_win: 'Возможный выигрыш',
  coupon_slip_settings: 'Настройки купона',
  coupon_slip_change_action: 'При изменении коэффициентов',
  coupon_slip_change_action_0: 'Спрашивать меня',
  coupon_slip_place: 'Сделать ставку',
  coupon_slip_sign_in_to_bet: 'Войти, чтобы сделать ставку',
  coupon_slip_accept_changes: 'Принять изменения',
  coupon_slip_placed_title: 'Ставка принята',
  coupon_slip_placed_coupon: 'Купон № {{id}}',
  coupon_slip_placed_done: 'Продолжить',
  coupon_slip_retry: 'Повторить',
  coupon_slip_blockers: 'Почему ставку нельзя сделать',
  coupon_blocker_selfExcluded: 'Ставки недоступны: у вас действует самоисключение',
  coupon_failure_server: 'Сервер не смог принять ставку. Повторите попытку — дважды она не пройдёт.',
};

const en: typeof ru = {
  web_coupon_indicator_label: 'Bets in the coupon: {{bets}}',
  session_login_title: 'Sign in',
  session_login_login_label: 'E-mail or login',
  session_login_password_label: 'Password',
  session_login_submit: 'Sign in',
  user_config_odds_label: 'Odds format',
  user_config_odds_2: 'American',
  coupon_slip_title: 'Bet slip',
  coupon_slip_bets: 'Bets in the slip',
  coupon_slip_close: 'Close the bet slip',
  coupon_slip_count: 'Bets: {{count}}',
  coupon_slip_bar_odds: 'Odds {{coef}}',
  coupon_slip_odds: 'Odds {{coef}}',
  coupon_slip_changed: 'Odds changed',
  coupon_slip_odds_up: 'Odds up: were {{from}}, now {{to}}',
  coupon_slip_bonus_bet: 'Bonus bet',
  coupon_slip_type_1: 'Accumulator',
  coupon_slip_type_4: 'System',
  coupon_slip_type_9: 'Singles',
  coupon_slip_system_value: 'System size',
  coupon_slip_system_option: '{{value}} of {{count}} · {{combo}} lines',
  coupon_slip_stake: 'Stake',
  coupon_slip_stake_each: 'Stake on each bet',
  coupon_slip_stake_more: 'Increase by {{step}}',
  coupon_slip_total_coef: 'Total odds',
  coupon_slip_possible_win: 'Potential return',
  coupon_slip_settings: 'Slip settings',
  coupon_slip_change_action: 'When odds change',
  coupon_slip_change_action_0: 'Ask me',
  coupon_slip_place: 'Place bet',
  coupon_slip_sign_in_to_bet: 'Sign in to bet',
  coupon_slip_accept_changes: 'Accept changes',
  coupon_slip_placed_title: 'Bet placed',
  coupon_slip_placed_coupon: 'Coupon No. {{id}}',
  coupon_slip_placed_done: 'Continue',
  coupon_slip_retry: 'Try again',
  coupon_slip_blockers: 'Why the bet cannot be placed',
  coupon_blocker_selfExcluded: 'Betting is not available: you are self-excluded',
  coupon_failure_server: 'The server could not take the bet. Try again, it will not be placed twice.',
};

export type Language = 'ru' | 'en';
export type TextKey = keyof typeof ru;

const TEXTS: Record<Language, typeof ru> = { ru, en };

/** A text of the page's language, its `{{name}}` placeholders filled as i18next fills them. */
export function siteText(language: Language, key: TextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
