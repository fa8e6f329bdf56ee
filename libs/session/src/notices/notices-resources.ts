/**
 * Texts of the inactivity notice, added as it first renders (`useLazyTexts`): the first load never carries them. Its
 * answer is the spec's generic `main_ok` (@kickoff/i18n specResources).
 */
export const noticesResources = {
  ru: {
    session_inactivity_title: 'Вы вышли из аккаунта',
    session_inactivity_text:
      'Вы долго ничего не делали на сайте, поэтому мы завершили сеанс, чтобы защитить ваш счёт. Войдите снова, чтобы продолжить.',
  },
  en: {
    session_inactivity_title: 'You have been logged out',
    session_inactivity_text:
      'You were inactive for a while, so we ended your session to keep your account safe. Log in again to continue.',
  },
} as const;

export type NoticesTextKey = keyof (typeof noticesResources)['en'];
