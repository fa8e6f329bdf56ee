import type { Bet } from '../domain/bet';

/** The game as the player reads it: the opponents in the slip's language (English names outside Russian), else the championship. */
export function gameName(bet: Bet, language: string): string {
  const names = bet.game.opponents
    .map((opponent) => (language !== 'ru' && opponent.nameEng ? opponent.nameEng : opponent.name))
    .filter(Boolean);
  if (names.length > 0) return names.join(' — ');
  return language !== 'ru' && bet.game.champNameEng ? bet.game.champNameEng : bet.market.champName;
}

/** The score of a running game ("1:0"), null before it has one. */
export function scoreOf(bet: Bet): string | null {
  const [home, away] = bet.game.opponents;
  return home?.score != null && away?.score != null ? `${home.score}:${away.score}` : null;
}
