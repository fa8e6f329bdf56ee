/**
 * Texts of the shell's modals, notices and notifications. The spec's own keys (`header_you_sure`,
 * `proof_of_age_popup_title`, `main_update_notify_*`, `main_error` …) stay in `specResources` of @kickoff/i18n;
 * these are the words the spec leaves to us. Prefixes name the component, so the shell's other bundles
 * (layouts, pages) cannot collide with them in `mergeBundles`.
 */
export const shellModalsResources = {
  ru: {
    shell_logout_confirm: 'Выйти',
    shell_logout_cancel: 'Отмена',
    shell_age_text: 'Сайт содержит азартные игры и предназначен только для совершеннолетних. Продолжая, вы подтверждаете, что вам исполнилось 18 лет.',
    shell_age_confirm: 'Да, мне есть 18',
    shell_adblock_title: 'Сайт заблокирован блокировщиком рекламы',
    shell_adblock_text: 'Отключите блокировщик рекламы для этого сайта и обновите страницу, чтобы всё работало как надо.',
    shell_update_reload: 'Обновить страницу',
    shell_games_loading: 'Загрузка игр…',
    shell_statistic_title: 'Статистика',
    shell_statistic_print: 'Распечатать',
    shell_statistic_close: 'Закрыть окно',
    shell_statistic_not_found: 'Страница не найдена',
    shell_notify_network: 'Нет связи с сервером. Проверьте подключение к интернету.',
    shell_notify_server: 'Сервис временно недоступен. Попробуйте позже.',
    shell_notify_request: 'Не удалось выполнить запрос. Попробуйте ещё раз.',
    shell_notify_invalid_answer: 'Сервер прислал неожиданный ответ. Попробуйте позже.',
    shell_notify_captcha: 'Подтвердите, что вы не робот, и повторите попытку.',
    shell_notify_unexpected: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
  en: {
    shell_logout_confirm: 'Log out',
    shell_logout_cancel: 'Cancel',
    shell_age_text: 'This site offers gambling and is for adults only. By continuing you confirm that you are at least 18 years old.',
    shell_age_confirm: 'Yes, I am 18 or older',
    shell_adblock_title: 'The website is blocked by an ad blocker',
    shell_adblock_text: 'Please disable your ad blocker for this site and reload the page so that everything works.',
    shell_update_reload: 'Reload page',
    shell_games_loading: 'Loading games…',
    shell_statistic_title: 'Statistics',
    shell_statistic_print: 'Print',
    shell_statistic_close: 'Close window',
    shell_statistic_not_found: 'This page could not be found',
    shell_notify_network: 'No connection to the server. Check your internet connection.',
    shell_notify_server: 'The service is temporarily unavailable. Please try again later.',
    shell_notify_request: 'The request could not be completed. Please try again.',
    shell_notify_invalid_answer: 'The server sent an unexpected answer. Please try again later.',
    shell_notify_captcha: 'Please confirm that you are not a robot and try again.',
    shell_notify_unexpected: 'Something went wrong. Please try again.',
  },
} as const;

export type ShellModalsTextKey = keyof (typeof shellModalsResources)['en'];
