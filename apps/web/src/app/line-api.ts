import { type Game, lineGame, platformApi } from '@kickoff/platform-api';

/**
 * The one line call the host bridge needs: a remote passes only `{ marketId, gameId }`, so the shell reads the
 * game (with every market) from the platform itself and never takes coefficients a remote could forge.
 */
export const lineGameApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    webLineGame: build.query<{ game: Game }, { gameId: number; lng: string }>({
      query: ({ gameId, lng }) => ({ call: lineGame, params: { gameId }, query: { lng } }),
      // Odds drift: nothing keeps an answer once the bet is built.
      keepUnusedDataFor: 0,
    }),
  }),
});
