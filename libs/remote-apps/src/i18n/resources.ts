/**
 * The words the spec leaves to us. The spec's own keys of the load error view (`main_dictionary_load_error`,
 * `main_dictionary_refresh_page`, `main_refreshing_button`) come from `specResources` of @kickoff/i18n.
 */
export const remoteAppsResources = {
  ru: {
    remote_page_loading: 'Загрузка раздела…',
    remote_page_retrying: 'Повторная попытка загрузки…',
    remote_app_error_text: 'Не удалось запустить раздел. Попробуйте ещё раз.',
    remote_app_reload: 'Повторить',
    remote_modal_support_history: 'История обращений',
    remote_modal_user_question: 'Задать вопрос',
    remote_modal_navigation_menu: 'Меню',
  },
  en: {
    remote_page_loading: 'Loading the section…',
    remote_page_retrying: 'Trying to load again…',
    remote_app_error_text: 'This section could not be started. Try again.',
    remote_app_reload: 'Try again',
    remote_modal_support_history: 'Support request history',
    remote_modal_user_question: 'Ask a question',
    remote_modal_navigation_menu: 'Menu',
  },
} as const;
