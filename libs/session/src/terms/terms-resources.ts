/**
 * Texts of the confirm-terms page, added as it first renders (`useLazyTexts`; the terms update notice's ride with the
 * notice: `terms-notice-resources.ts`): the first load never carries them. The
 * alert's own text is the spec's `information_confirm_terms_error` and its title and answer the generic `main_error` / `main_ok`, all in
 * `specResources` of @kickoff/i18n; these are the words the spec leaves to us.
 */
export const termsResources = {
  ru: {
    session_terms_title: 'Правила сайта обновились',
    session_terms_intro:
      'Чтобы продолжить, ознакомьтесь с изменениями и подтвердите согласие с обновлёнными правилами.',
    session_terms_list: 'Обновлённые документы',
    session_terms_points: 'Изменённые пункты: {{positions}}',
    session_terms_tags: 'Разделы: {{tags}}',
    session_terms_new_tab: '(откроется в новой вкладке)',
    session_terms_loading: 'Загружаем правила…',
    session_terms_load_error: 'Не удалось загрузить правила',
    session_terms_retry: 'Повторить',
    session_terms_confirm: 'Принимаю правила',
    session_terms_confirming: 'Подтверждаем…',
  },
  en: {
    session_terms_title: 'Our terms have been updated',
    session_terms_intro: 'To continue, please review the changes and confirm that you accept the updated terms.',
    session_terms_list: 'Updated documents',
    session_terms_points: 'Changed points: {{positions}}',
    session_terms_tags: 'Sections: {{tags}}',
    session_terms_new_tab: '(opens in a new tab)',
    session_terms_loading: 'Loading the terms…',
    session_terms_load_error: 'The terms could not be loaded',
    session_terms_retry: 'Try again',
    session_terms_confirm: 'I accept the terms',
    session_terms_confirming: 'Confirming…',
  },
} as const;

export type TermsTextKey = keyof (typeof termsResources)['en'];
