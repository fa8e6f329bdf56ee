/**
 * Texts the shell speaks from the first second on every page: the notifications of a failed platform call (the
 * notification layer maps errors to these keys). The modals' and notices' own words ride with their components
 * (`<part>/<part>-resources.ts`, added by `useLazyTexts` as they first render), so the first load carries none of them.
 * The spec's own keys (`header_you_sure`, `main_update_notify_*`, `main_error` …) stay in `specResources` of @kickoff/i18n.
 */
export const shellModalsResources = {
  ru: {
    shell_notify_network: 'Нет связи с сервером. Проверьте подключение к интернету.',
    shell_notify_server: 'Сервис временно недоступен. Попробуйте позже.',
    shell_notify_request: 'Не удалось выполнить запрос. Попробуйте ещё раз.',
    shell_notify_invalid_answer: 'Сервер прислал неожиданный ответ. Попробуйте позже.',
    shell_notify_captcha: 'Подтвердите, что вы не робот, и повторите попытку.',
    shell_notify_unexpected: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
  en: {
    shell_notify_network: 'No connection to the server. Check your internet connection.',
    shell_notify_server: 'The service is temporarily unavailable. Please try again later.',
    shell_notify_request: 'The request could not be completed. Please try again.',
    shell_notify_invalid_answer: 'The server sent an unexpected answer. Please try again later.',
    shell_notify_captcha: 'Please confirm that you are not a robot and try again.',
    shell_notify_unexpected: 'Something went wrong. Please try again.',
  },
} as const;

export type ShellModalsTextKey = keyof (typeof shellModalsResources)['en'];
