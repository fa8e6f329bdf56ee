import {
  limitsAction,
  limitsAvailable,
  limitsBlockUser,
  limitsDelete,
  limitsGet,
  limitsPing,
  limitsSave,
  limitsSelfExcludeReasons,
  limitsTestAnswers,
} from '@kickoff/platform-api';
import {
  actOnPendingDepositLimits,
  answerLimitTest,
  blockUser,
  cancelPendingLimit,
  limitsOf,
  saveLimits,
} from '../model/limit-service';
import { SELF_EXCLUDE_REASONS, availableLimits } from '../model/limits';
import { activeAccount } from '../model/users';
import { limitError, ok } from './answers';
import { userBehaviour } from './behaviour';

// `user`: limit calls have `user` access, so a request without a signed-in user got its 401 earlier.
export const limitsBehaviours = [
  userBehaviour(limitsAvailable, { resolve: ({ user }) => ok(availableLimits(activeAccount(user)?.iso ?? 'RUB')) }),
  userBehaviour(limitsGet, { resolve: ({ model, user }) => ok(limitsOf(model, user)) }),
  userBehaviour(limitsSave, {
    resolve: ({ model, user, body }) => {
      const result = saveLimits(model, user, body.limits);
      if (!result.ok) return limitError(result.error.status, result.error.title);
      const { status, questions, tokenGuid, limitsData } = result.value;
      return ok({ status, data: { questions }, tokenGuid, limitsData });
    },
  }),
  userBehaviour(limitsTestAnswers, {
    resolve: ({ model, user, body }) => {
      const result = answerLimitTest(model, user, body.tokenGuid, body.answers);
      return result.ok ? ok({ ...result.value }) : limitError(result.error.status, result.error.title);
    },
  }),
  userBehaviour(limitsAction, {
    resolve: ({ model, user, body }) => {
      const result = actOnPendingDepositLimits(model, user, body.action);
      return result.ok ? ok(undefined) : limitError(result.error.status, result.error.title);
    },
  }),
  userBehaviour(limitsDelete, {
    resolve: ({ user, query }) => {
      const result = cancelPendingLimit(user, query.limitType);
      return result.ok ? ok(undefined) : limitError(result.error.status, result.error.title);
    },
  }),
  userBehaviour(limitsSelfExcludeReasons, { resolve: () => ok(SELF_EXCLUDE_REASONS.map((reason) => ({ ...reason }))) }),
  userBehaviour(limitsBlockUser, {
    resolve: ({ model, user, body }) => {
      blockUser(model, user, body.selfExcludeReason);
      return ok({ success: true });
    },
  }),
  userBehaviour(limitsPing, { resolve: () => ok(undefined) }),
];
