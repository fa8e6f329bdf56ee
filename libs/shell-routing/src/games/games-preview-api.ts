import { gamesPreviewLight, platformApi } from '@kickoff/platform-api';
import { type GamePreviewItem, toGamePreviewGroups } from './game-preview';

export interface GamesPreviewArgs {
  whence: number;
  groupId: number;
  ref: number;
  lng: string;
  fcountry: number;
}

export const gamesPreviewApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** SR-059 / SR-060: the light preview, never with categories, bearer from the saved user_token (the base query's auth). */
    shellGamesPreview: build.query<Record<string, GamePreviewItem[]>, GamesPreviewArgs>({
      query: (args) => ({ call: gamesPreviewLight, query: { ...args, includeCategories: false } }),
      transformResponse: (answer: Parameters<typeof toGamePreviewGroups>[0]) => toGamePreviewGroups(answer),
    }),
  }),
});

export const { useShellGamesPreviewQuery } = gamesPreviewApi;
