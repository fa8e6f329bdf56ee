import type { ModelContext } from './context';
import type { Game, Market } from './line';

export type SharedCoupon = { typeId: number; systemValue: number; picks: { game: Game; market: Market }[] };

function openPicks(context: ModelContext, live: boolean, count: number) {
  return context.state.line.games
    .filter((game) => game.isLive === live && !game.isFinished)
    .flatMap((game) => {
      const market = game.markets.find((candidate) => !candidate.isBlocked);
      return market ? [{ game, market }] : [];
    })
    .slice(0, count);
}

/**
 * Coupons shared by code, built from the seeded line so they always point at real markets:
 * DEMO0001 an express of 3 pre-match bets, DEMO0002 a live single, DEMO0003 a system 2 of 3.
 */
export function sharedCoupon(context: ModelContext, code: string): SharedCoupon | undefined {
  switch (code.toUpperCase()) {
    case 'DEMO0001':
      return { typeId: 1, systemValue: 0, picks: openPicks(context, false, 3) };
    case 'DEMO0002':
      return { typeId: 0, systemValue: 0, picks: openPicks(context, true, 1) };
    case 'DEMO0003':
      return { typeId: 4, systemValue: 2, picks: openPicks(context, false, 3) };
    default:
      return undefined;
  }
}
