/**
 * Texts of the statistic popup, added as it first
 * renders (`useLazyTexts` of @kickoff/store), so the first load never carries them.
 */
export const statisticPopupResources = {
  ru: {
    shell_statistic_title: 'Статистика',
    shell_statistic_print: 'Распечатать',
    shell_statistic_close: 'Закрыть окно',
    shell_statistic_not_found: 'Страница не найдена',
  },
  en: {
    shell_statistic_title: 'Statistics',
    shell_statistic_print: 'Print',
    shell_statistic_close: 'Close window',
    shell_statistic_not_found: 'This page could not be found',
  },
} as const;
