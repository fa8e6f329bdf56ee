export { quickAccessGameLinks, toGameActionItem, toGamePreviewGroups, toGamePreviewItem } from './game-preview';
export type { GameActionItem, GamePreviewItem } from './game-preview';
export { gamesPreviewApi, useShellGamesPreviewQuery } from './games-preview-api';
export type { GamesPreviewArgs } from './games-preview-api';
