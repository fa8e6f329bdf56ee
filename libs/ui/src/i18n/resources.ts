// The theme rides with the texts every site registers: the barrel has no code of its own, so a bundler that
// honours sideEffects keeps a CSS import only in a module it keeps.
import '../theme/theme.css';
/**
 * This lib's texts. Keys are `ui_`-prefixed except the spec's generic `main_*` ones (I18N-005 to I18N-007),
 * which the app's bundle may repeat only with the same texts (mergeBundles refuses a conflict).
 */
export const uiResources = {
  ru: {
    ui_close: 'Закрыть',
    ui_dismiss_notification: 'Закрыть уведомление',
    ui_notifications: 'Уведомления',
    ui_loading: 'Загрузка…',
    ui_page_loading: 'Загрузка страницы',
    ui_status_code: 'Код ошибки',
    ui_password_show: 'Показать пароль',
    main_error: 'Ошибка',
    main_done: 'Готово',
    main_ok: 'ОК',
    // The sportsbook's content: odds buttons, event rows, market groups, skeleton rows
    ui_odds_up: 'коэффициент вырос',
    ui_odds_down: 'коэффициент снизился',
    ui_odds_suspended: 'Пауза',
    ui_odds_suspended_note: 'приём ставок приостановлен',
    ui_odds_locked: 'ставки не принимаются',
    ui_event_live: 'Лайв',
    ui_event_score: 'Счёт {{home}}:{{away}}',
    ui_event_odds: 'Коэффициенты: {{event}}',
    ui_events_loading: 'Загрузка событий',
    ui_sports_events: 'событий: {{count}}',
    ui_sports_live: 'в лайве: {{count}}',
    ui_sports_champs: 'Чемпионаты: {{sport}}',
  },
  en: {
    ui_close: 'Close',
    ui_dismiss_notification: 'Dismiss notification',
    ui_notifications: 'Notifications',
    ui_loading: 'Loading…',
    ui_page_loading: 'Page loading',
    ui_status_code: 'Error code',
    ui_password_show: 'Show password',
    main_error: 'Error',
    main_done: 'Done',
    main_ok: 'OK',
    ui_odds_up: 'odds up',
    ui_odds_down: 'odds down',
    ui_odds_suspended: 'Paused',
    ui_odds_suspended_note: 'betting suspended',
    ui_odds_locked: 'betting closed',
    ui_event_live: 'Live',
    ui_event_score: 'Score {{home}}:{{away}}',
    ui_event_odds: 'Odds: {{event}}',
    ui_events_loading: 'Loading events',
    ui_sports_events: 'events: {{count}}',
    ui_sports_live: 'live: {{count}}',
    ui_sports_champs: 'Championships: {{sport}}',
  },
} as const;
