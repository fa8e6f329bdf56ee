import { lineChamps, lineGame, lineGames, lineSports } from '@kickoff/platform-api';
import { gameView, isGameInSection, sportName } from '../model/line-view';
import { notFound, ok } from './answers';
import { behaviour } from './behaviour';

export const lineBehaviours = [
  behaviour(lineSports, {
    resolve: ({ model, query }) => {
      const { line } = model.state;
      const counted = line.sports.map((sport) => ({
        id: sport.id,
        name: sportName(sport, query.lng),
        nameEng: sport.nameEng,
        gamesCount: line.games.filter((game) => game.sportId === sport.id && isGameInSection(game, query.section))
          .length,
      }));
      return ok({ sports: counted.filter((sport) => sport.gamesCount > 0) });
    },
  }),
  behaviour(lineChamps, {
    resolve: ({ model, query }) => {
      const { line } = model.state;
      const champs = line.championships
        .filter((champ) => champ.sportId === query.sportId)
        .map((champ) => ({
          ...champ,
          gamesCount: line.games.filter((game) => game.champId === champ.id && isGameInSection(game, query.section))
            .length,
        }));
      return ok({ champs: champs.filter((champ) => champ.gamesCount > 0) });
    },
  }),
  behaviour(lineGames, {
    resolve: ({ model, query }) => {
      const { line } = model.state;
      const games = line.games
        .filter((game) => isGameInSection(game, query.section))
        .filter(
          (game) =>
            (query.sportId === undefined || game.sportId === query.sportId) &&
            (query.champId === undefined || game.champId === query.champId),
        )
        .sort((a, b) => a.startTime - b.startTime || a.id - b.id);
      return ok({ games: games.map((game) => gameView(model, line, game, query.lng)) });
    },
  }),
  behaviour(lineGame, {
    resolve: ({ model, params, query }) => {
      const { line } = model.state;
      const game = line.games.find((candidate) => candidate.id === params.gameId);
      return game ? ok({ game: gameView(model, line, game, query.lng) }) : notFound(`Game ${params.gameId}`);
    },
  }),
];
