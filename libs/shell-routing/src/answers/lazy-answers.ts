import {
  type EndpointOutcome,
  type Sport,
  callEndpoint,
  isPlatformError,
  lineGames,
  lineSports,
  platformApi,
} from '@kickoff/platform-api';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { GamePreviewItem } from '../games/game-preview';
import { type GamesPreviewArgs, gamesPreviewApi } from '../games/games-preview-api';
import type { HomeGame } from '../home/home-game';
import type { HomeGamesArgs } from '../home/home-games-api';
import { liveNow, upcoming } from '../home/home-games';

/**
 * The platform calls behind the shell's first-load answers (the home page's games, the sports menu): a chunk of its
 * own, loaded by their first refresh, so the line's contract and its schema library stay off the first load.
 */
const lazyAnswersApi = platformApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // The whole section, read once per refresh: only the games the page shows are kept (the home's own entry).
    shellHomeLine: callEndpoint(build, lineGames, { arg: 'query', keepUnusedDataFor: 0 }),
    shellSportsCall: callEndpoint(build, lineSports, { arg: 'query', keepUnusedDataFor: 0 }),
  }),
});

/** The section's games from the platform, as the home page shows them; the platform's error as it came. */
type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** What a query's answer gives the home's own entry: the page's part of the data, or the platform's error. */
function outcomeOf<T, R>(
  result: { data?: T; error?: unknown },
  call: string,
  part: (data: T) => R,
): EndpointOutcome<R> {
  if (result.data !== undefined) return { data: part(result.data) };
  // No platform error (the query threw): reads as the call not answered, and the page offers a retry.
  return { error: isPlatformError(result.error) ? result.error : { kind: 'cancelled', status: 499, call } };
}

export async function fetchHomeGames(
  { section, lng }: HomeGamesArgs,
  dispatch: Dispatch,
): Promise<EndpointOutcome<HomeGame[]>> {
  const result = await dispatch(
    lazyAnswersApi.endpoints.shellHomeLine.initiate({ section, lng }, { subscribe: false, forceRefetch: true }),
  );
  return outcomeOf(result, 'lineGames', ({ games }) => (section === 'live' ? liveNow(games) : upcoming(games)));
}

/** How many of the casino's popular games the home page shows. */
export const HOME_CASINO_TILES = 8;

export async function fetchHomeCasino(
  args: GamesPreviewArgs,
  dispatch: Dispatch,
): Promise<EndpointOutcome<GamePreviewItem[]>> {
  const result = await dispatch(
    gamesPreviewApi.endpoints.shellGamesPreview.initiate(args, { subscribe: false, forceRefetch: true }),
  );
  return outcomeOf(result, 'gamesPreviewLight', (groups) =>
    (groups[String(args.groupId)] ?? []).slice(0, HOME_CASINO_TILES),
  );
}

/** The sports of a section with their game counts (the left column's sports menu). */
export async function fetchSports(
  args: { section: 'line' | 'live'; lng: string },
  dispatch: Dispatch,
): Promise<EndpointOutcome<{ sports: Sport[] }>> {
  const result = await dispatch(
    lazyAnswersApi.endpoints.shellSportsCall.initiate(args, { subscribe: false, forceRefetch: true }),
  );
  return outcomeOf(result, 'lineSports', ({ sports }) => ({ sports }));
}
