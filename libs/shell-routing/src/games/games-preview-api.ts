import { type CallQuery, callEndpoint, gamesPreviewLight, platformApi } from '@kickoff/platform-api';
import { toGamePreviewGroups } from './game-preview';

/** What the preview is asked with: the call's query but the categories, which are never asked for. */
export type GamesPreviewArgs = Omit<CallQuery<typeof gamesPreviewLight>, 'includeCategories'>;

export const gamesPreviewApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** SR-059 / SR-060: the light preview, never with categories, bearer from the saved user_token (the base query's auth). */
    shellGamesPreview: callEndpoint(build, gamesPreviewLight, {
      request: (args: GamesPreviewArgs) => ({ query: { ...args, includeCategories: 'false' as const } }),
      transformResponse: toGamePreviewGroups,
    }),
  }),
});

export const { useShellGamesPreviewQuery } = gamesPreviewApi;
