import type { ServerPage } from '@kickoff/store';
import { homeCasinoArgs, homeGamesArgs } from '../home/home-answers';
import { homeGamesApi } from '../home/home-games-api';

/** How long the server waits for the home page's games before the browser asks for them itself (LCP 1.5 s). */
export const HOME_ANSWERS_TIMEOUT_MS = 800;

/**
 * The home page's games in its first response: live now, the next games and the casino row, asked of the platform
 * together; what has not answered in time is left to the browser (its skeleton rows show meanwhile). Never throws.
 */
export async function prepareHome({ ctx, page, status, timeoutMs = HOME_ANSWERS_TIMEOUT_MS }: ServerPage) {
  if (page?.name !== 'home' || status !== 200) return;
  const language = ctx.i18n.language;
  const { dispatch } = ctx.store;
  const requests = [
    dispatch(homeGamesApi.endpoints.shellHomeGames.initiate(homeGamesArgs('live', language))),
    dispatch(homeGamesApi.endpoints.shellHomeGames.initiate(homeGamesArgs('line', language))),
    dispatch(homeGamesApi.endpoints.shellHomeCasino.initiate(homeCasinoArgs(language))),
  ];
  let giveUp: (() => void) | undefined;
  const late = new Promise<void>((resolve) => {
    const timer = ctx.adapters.timers.setTimeout(resolve, timeoutMs);
    giveUp = () => ctx.adapters.timers.clearTimeout(timer);
  });
  await Promise.race([Promise.allSettled(requests), late]);
  giveUp?.();
  // The render reads the cache; the subscriptions end with the request's site.
  for (const request of requests) request.unsubscribe();
}
