/**
 * Texts of the logout confirmation (its question is the spec's `header_you_sure`), added as it first
 * renders (`useLazyTexts` of @kickoff/store), so the first load never carries them.
 */
export const logoutResources = {
  ru: {
    shell_logout_confirm: 'Выйти',
    shell_logout_cancel: 'Отмена',
  },
  en: {
    shell_logout_confirm: 'Log out',
    shell_logout_cancel: 'Cancel',
  },
} as const;
