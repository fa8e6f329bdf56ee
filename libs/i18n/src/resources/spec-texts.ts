/**
 * Texts of every translation key the spec names (doc 000 §2.6, §8; doc 001 §4, §8). They live in the default
 * namespace and load with the app, not lazily: the error and update views must speak even when a chunk fails.
 * `main_error`, `main_done` and `main_ok` match the ui lib's texts, which `mergeBundles` requires.
 */
export const specResources = {
  ru: {
    main_error: 'Ошибка',
    main_done: 'Готово',
    main_ok: 'ОК',
    header_you_sure: 'Вы уверены, что хотите выйти?',
    proof_of_age_popup_title: 'Вам исполнилось 18 лет?',
    main_update_notify_title_text: 'Доступна новая версия сайта',
    main_update_notify_content_text: 'Обновите страницу, чтобы продолжить работу в новой версии.',
    information_confirm_terms_error: 'Не удалось подтвердить согласие с правилами. Попробуйте ещё раз позже.',
    main_dictionary_load_error: 'Не удалось загрузить страницу',
    main_dictionary_refresh_page: 'Проверьте подключение к интернету и обновите страницу.',
    main_refreshing_button: 'Обновить',
    main_session_limit_ended: 'Время вашей игровой сессии истекло.',
  },
  en: {
    main_error: 'Error',
    main_done: 'Done',
    main_ok: 'OK',
    header_you_sure: 'Are you sure you want to log out?',
    proof_of_age_popup_title: 'Are you 18 or older?',
    main_update_notify_title_text: 'A new version of the site is available',
    main_update_notify_content_text: 'Reload the page to continue with the new version.',
    information_confirm_terms_error: 'We could not confirm your acceptance of the terms. Please try again later.',
    main_dictionary_load_error: 'The page could not be loaded',
    main_dictionary_refresh_page: 'Check your internet connection and refresh the page.',
    main_refreshing_button: 'Refresh',
    main_session_limit_ended: 'Your gaming session time limit has been reached.',
  },
} as const;

export type SpecTextKey = keyof (typeof specResources)['en'];
