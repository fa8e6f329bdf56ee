/**
 * Texts of the update notice (its title and text are the spec's `main_update_notify_*`), added as it first
 * renders (`useLazyTexts` of @kickoff/store), so the first load never carries them.
 */
export const updateNoticeResources = {
  ru: {
    shell_update_reload: 'Обновить страницу',
  },
  en: {
    shell_update_reload: 'Reload page',
  },
} as const;
