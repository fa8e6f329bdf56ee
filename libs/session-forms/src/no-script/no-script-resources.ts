/** What a form says when the server could not send it for the player (posted before the site took over). */
export const noScriptResources = {
  ru: {
    session_forms_not_sent:
      'Ничего не отправлено: страница ещё загружалась. Проверьте данные и отправьте форму ещё раз.',
  },
  en: {
    session_forms_not_sent: 'Nothing was sent: the page was still loading. Please check the form and send it again.',
  },
} as const;
