/**
 * Texts of the games preloader, added as it first
 * renders (`useLazyTexts` of @kickoff/store), so the first load never carries them.
 */
export const gamesPreloaderResources = {
  ru: {
    shell_games_loading: 'Загрузка игр…',
  },
  en: {
    shell_games_loading: 'Loading games…',
  },
} as const;
