import type { GamesPreviewArgs } from '../games/games-preview-api';
import type { HomeGamesArgs } from './home-games-api';

/** The games preview the home page's casino row shows: the popular games group, asked as the casino asks it. */
export const HOME_CASINO_GROUP = 1;

export function homeCasinoArgs(language: string): GamesPreviewArgs {
  return { whence: 50, groupId: HOME_CASINO_GROUP, ref: 1, lng: language, fcountry: 1 };
}

export function homeGamesArgs(section: HomeGamesArgs['section'], language: string): HomeGamesArgs {
  return { section, lng: language };
}
