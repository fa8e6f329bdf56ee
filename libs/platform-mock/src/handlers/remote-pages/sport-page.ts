import type { ModelContext } from '../../model/context';
import { gameView, isGameInSection, sportName } from '../../model/line-view';
import { escapeHtml } from './html';

type GameView = ReturnType<typeof gameView>;

function marketButton(market: GameView['markets'][number]): string {
  const disabled = market.isBlocked ? ' disabled' : '';
  return `<button type="button" class="odds" data-market-id="${escapeHtml(market.id)}" data-game-id="${market.gameId}" data-coef="${market.coef}"${disabled}>${escapeHtml(market.name)} <b>${market.coef.toFixed(2)}</b></button>`;
}

function gameRow(game: GameView): string {
  const [home, away] = game.opponents;
  const score =
    home?.score !== null && home?.score !== undefined
      ? ` <span class="score">${home.score}:${away?.score ?? 0}</span>`
      : '';
  return `<li data-game-id="${game.id}"><span class="teams">${escapeHtml(home?.name ?? '')} – ${escapeHtml(away?.name ?? '')}</span>${score} ${game.markets.map(marketButton).join(' ')}</li>`;
}

/**
 * The sports line as a remote app would render it: sports → championships → games with odds buttons, read from
 * the model at request time, so live odds (and scores) are the ones the clock has drifted to.
 */
export function sportPageBody(
  model: ModelContext,
  section: 'line' | 'live',
  lng: string,
  title: string,
  render: 'spa' | 'json',
): string {
  const { line } = model.state;
  const sports = line.sports
    .map((sport) => {
      const champs = line.championships
        .filter((champ) => champ.sportId === sport.id)
        .map((champ) => {
          const games = line.games.filter((game) => game.champId === champ.id && isGameInSection(game, section));
          if (games.length === 0) return '';
          return `<section data-champ-id="${champ.id}"><h3>${escapeHtml(champ.name)}</h3><ul>${games.map((game) => gameRow(gameView(model, line, game, lng))).join('')}</ul></section>`;
        })
        .join('');
      return champs
        ? `<section data-sport-id="${sport.id}"><h2>${escapeHtml(sportName(sport, lng))}</h2>${champs}</section>`
        : '';
    })
    .join('');
  return `<main data-remote-app="sport" data-section="${section}" data-render="${render}"><h1>${escapeHtml(title)}</h1>${sports}</main>`;
}
