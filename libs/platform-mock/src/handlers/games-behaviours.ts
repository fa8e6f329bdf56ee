import { gamesPreviewLight } from '@kickoff/platform-api';
import { gamesPreview } from '../model/games-preview';
import { ok } from './answers';
import { behaviour } from './behaviour';

export const gamesBehaviours = [
  behaviour(gamesPreviewLight, {
    // Anonymous visitors call without a token (contract); a token that is sent must be valid.
    access: 'optional-token',
    resolve: ({ model, query }) =>
      ok({ Success: true, Value: { [String(query.groupId)]: gamesPreview(model.state.seed, query.groupId) } }),
  }),
];
