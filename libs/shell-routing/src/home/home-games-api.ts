import { type EndpointOutcome, localEndpoint, platformApi } from '@kickoff/platform-api';
import type { GamePreviewItem } from '../games/game-preview';
import type { GamesPreviewArgs } from '../games/games-preview-api';
import type { HomeGame } from './home-game';

export interface HomeGamesArgs {
  section: 'live' | 'line';
  lng: string;
}

/**
 * The home page's games: live now, the next to start, the casino's popular ones. Part of the home page's first load, so it reads the answer
 * the server handed over and asks the platform through a chunk of its own (`answers/lazy-answers.ts`): the line's contract
 * and its schema library arrive with the first refresh, not with the page.
 */
export const homeGamesApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    shellHomeGames: localEndpoint(build, {
      run: async (args: HomeGamesArgs, api): Promise<EndpointOutcome<HomeGame[]>> =>
        (await import('../answers/lazy-answers')).fetchHomeGames(args, api.dispatch),
    }),
    /** The casino's popular games the home page shows (the light games preview's group, its first tiles). */
    shellHomeCasino: localEndpoint(build, {
      run: async (args: GamesPreviewArgs, api): Promise<EndpointOutcome<GamePreviewItem[]>> =>
        (await import('../answers/lazy-answers')).fetchHomeCasino(args, api.dispatch),
    }),
  }),
});

export const { useShellHomeCasinoQuery, useShellHomeGamesQuery } = homeGamesApi;

/** Live odds move every few seconds (doc 001 §9: live 2–5 s, the line 15 s). */
export const HOME_POLLING_MS = { live: 5_000, line: 15_000 } as const;
