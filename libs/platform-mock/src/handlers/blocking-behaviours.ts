import { blockCheck, redirectLight } from '@kickoff/platform-api';
import { blockAnswer, redirectFor } from '../model/blocking';
import { ok } from './answers';
import { behaviour } from './behaviour';

export const blockingBehaviours = [
  behaviour(redirectLight, { resolve: ({ model, body }) => ok(redirectFor(model.state.redirects, body.url)) }),
  behaviour(blockCheck, {
    // Anonymous visitors are checked too, without a token (contract): a token that is sent must be valid.
    access: 'optional-token',
    resolve: ({ model }) => ok(blockAnswer(model.state.blockReason)),
  }),
];
