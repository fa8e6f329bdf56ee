import { type ModelContext, nextId, nowSeconds } from './context';
import {
  DEPOSIT_APPROVAL_DELAY_SECONDS,
  LIMIT_TYPE,
  type Limit,
  availableLimits,
  isAllowedValue,
  isApprovable,
  isDepositLimit,
  limitEnd,
} from './limits';
import { hashNumbers } from './random';
import { type User, activeAccount, isSelfExcluded } from './users';

export type LimitChange = {
  limitType: number;
  limitValue: number;
  selfExcludeReason?: number | null;
};

export type LimitQuestion = {
  id: number;
  text: string;
  options: { id: number; text: string }[];
};

/** A limit as the limit service answers it: the stored limit plus the values its type allows. */
export type LimitView = Limit & { availableValues: number[] };

export type LimitServiceError = { status: 400 | 403; title: string };
export type LimitResult<T> = { ok: true; value: T } | { ok: false; error: LimitServiceError };

/** The responsible-gaming test a self-exclusion needs; option 1 is the right answer to every question. */
export const SELF_EXCLUSION_TEST: readonly LimitQuestion[] = [
  {
    id: 1,
    text: 'Do you understand that self-exclusion cannot be cancelled before it ends?',
    options: [
      { id: 1, text: 'Yes' },
      { id: 2, text: 'No' },
    ],
  },
  {
    id: 2,
    text: 'Do you understand that you cannot bet or deposit during self-exclusion?',
    options: [
      { id: 1, text: 'Yes' },
      { id: 2, text: 'No' },
    ],
  },
];
const RIGHT_OPTION = 1;
const NO_LIMIT_VALUE = 999_999_999;
/** Time-bound blocks that simply run out. */
const EXPIRING_TYPES: readonly number[] = [
  LIMIT_TYPE.selfExclusion,
  LIMIT_TYPE.depositTimeoutDays,
  LIMIT_TYPE.specialBlocking,
];

function currency(user: User): string {
  return activeAccount(user)?.iso ?? 'RUB';
}

/**
 * Limits as of now: time-bound blocks past their end read INACTIVE, and a pending wagering/loss increase
 * takes over once its day has passed (only deposit limits wait for the player's approval).
 */
export function limitsOf(context: ModelContext, user: User): LimitView[] {
  const now = nowSeconds(context);
  for (const limit of user.limits) {
    if (
      limit.limitState === 'ACTIVE' &&
      EXPIRING_TYPES.includes(limit.limitType) &&
      limit.endsAt !== null &&
      limit.endsAt <= now
    )
      limit.limitState = 'INACTIVE';
    if (limit.limitState === 'PENDING' && !limit.needApprove && now >= limit.startedAt + DEPOSIT_APPROVAL_DELAY_SECONDS)
      activate(user, limit, limit.startedAt + DEPOSIT_APPROVAL_DELAY_SECONDS);
  }
  const definitions = availableLimits(currency(user));
  return user.limits.map((limit) => ({
    ...limit,
    availableValues: definitions.find((definition) => definition.type === limit.limitType)?.availableValues ?? [],
  }));
}

function activate(user: User, limit: Limit, startedAt: number): void {
  user.limits = user.limits.filter(
    (other) => other === limit || other.limitType !== limit.limitType || other.limitState !== 'ACTIVE',
  );
  limit.limitState = 'ACTIVE';
  limit.needApprove = false;
  limit.startedAt = startedAt;
  limit.endsAt = limitEnd(limit.limitType, limit.limitValue, startedAt);
  limit.limitBalance = isMoneyLimit(limit.limitType) ? limit.limitValue : null;
}

function isMoneyLimit(type: number): boolean {
  return type < LIMIT_TYPE.selfExclusion;
}

function applyChange(context: ModelContext, user: User, change: LimitChange): void {
  const now = nowSeconds(context);
  const { limitType, limitValue } = change;
  user.limits = user.limits.filter((limit) => !(limit.limitType === limitType && limit.limitState === 'PENDING'));
  const active = user.limits.find((limit) => limit.limitType === limitType && limit.limitState === 'ACTIVE');
  if (limitType === LIMIT_TYPE.sessionHours && limitValue === -1) {
    user.limits = user.limits.filter((limit) => limit.limitType !== limitType);
    return;
  }
  if (limitType === LIMIT_TYPE.realityCheckMinutes) user.realityCheck.intervalMinutes = limitValue;
  const fresh: Limit = {
    limitType,
    limitValue,
    limitState: 'ACTIVE',
    startedAt: now,
    endsAt: limitEnd(limitType, limitValue, now),
    limitBalance: isMoneyLimit(limitType) ? limitValue : null,
    needApprove: false,
    selfExcludeReason: change.selfExcludeReason ?? null,
    measure: isMoneyLimit(limitType) ? currency(user) : null,
  };
  const loosening =
    active !== undefined &&
    isMoneyLimit(limitType) &&
    (limitValue > active.limitValue || limitValue === NO_LIMIT_VALUE);
  // A new deposit limit or any loosening waits a day (doc 001 §4); tightening applies at once.
  if (loosening || (active === undefined && isDepositLimit({ limitType }))) {
    user.limits.push({
      ...fresh,
      limitState: 'PENDING',
      endsAt: null,
      limitBalance: null,
      needApprove: isDepositLimit({ limitType }),
    });
    return;
  }
  user.limits = user.limits.filter((limit) => limit !== active);
  user.limits.push(fresh);
}

export type SaveOutcome = {
  status: number;
  questions: LimitQuestion[];
  tokenGuid: string | null;
  limitsData: LimitView[];
};

export function saveLimits(context: ModelContext, user: User, changes: LimitChange[]): LimitResult<SaveOutcome> {
  if (isSelfExcluded(user))
    return { ok: false, error: { status: 403, title: 'The account is self-excluded: limits cannot be changed' } };
  const wrong = changes.find((change) => !isAllowedValue(change.limitType, change.limitValue, currency(user)));
  if (wrong)
    return {
      ok: false,
      error: { status: 400, title: `Value ${wrong.limitValue} is not allowed for limit type ${wrong.limitType}` },
    };
  if (changes.some((change) => change.limitType === LIMIT_TYPE.selfExclusion)) {
    const number = nextId(context, 'limitTest');
    const tokenGuid = `test-${number}-${hashNumbers(context.state.seed, number, user.id).toString(16)}`;
    context.state.limitTests[tokenGuid] = { login: user.login, changes };
    return {
      ok: true,
      value: { status: 200, questions: [...SELF_EXCLUSION_TEST], tokenGuid, limitsData: limitsOf(context, user) },
    };
  }
  changes.forEach((change) => applyChange(context, user, change));
  return { ok: true, value: { status: 200, questions: [], tokenGuid: null, limitsData: limitsOf(context, user) } };
}

export type TestOutcome = {
  questionsResult: { questionId: number; isCorrect: boolean }[];
  success: boolean;
  limitsData: LimitView[];
};

export function answerLimitTest(
  context: ModelContext,
  user: User,
  tokenGuid: string,
  answers: { questionId: number; optionId: number }[],
): LimitResult<TestOutcome> {
  const test = context.state.limitTests[tokenGuid];
  if (!test || test.login !== user.login)
    return { ok: false, error: { status: 400, title: 'Unknown or used test token' } };
  const questionsResult = SELF_EXCLUSION_TEST.map((question) => ({
    questionId: question.id,
    isCorrect: answers.find((answer) => answer.questionId === question.id)?.optionId === RIGHT_OPTION,
  }));
  const success = questionsResult.every((result) => result.isCorrect);
  if (success) {
    delete context.state.limitTests[tokenGuid];
    test.changes.forEach((change) => applyChange(context, user, change));
  }
  return { ok: true, value: { questionsResult, success, limitsData: limitsOf(context, user) } };
}

/** Approve (1) or reject (0) every pending deposit limit that has become confirmable. */
export function actOnPendingDepositLimits(context: ModelContext, user: User, action: 0 | 1): LimitResult<void> {
  const now = nowSeconds(context);
  const pending = user.limits.filter((limit) => limit.limitState === 'PENDING' && limit.needApprove);
  if (pending.length === 0) return { ok: false, error: { status: 400, title: 'No pending deposit limit' } };
  const ready = pending.filter((limit) => isApprovable(limit, now));
  if (ready.length === 0)
    return { ok: false, error: { status: 403, title: 'The pending deposit limit cannot be confirmed yet' } };
  if (action === 1) ready.forEach((limit) => activate(user, limit, now));
  else user.limits = user.limits.filter((limit) => !ready.includes(limit));
  return { ok: true, value: undefined };
}

export function cancelPendingLimit(user: User, limitType: number): LimitResult<void> {
  const before = user.limits.length;
  user.limits = user.limits.filter((limit) => !(limit.limitType === limitType && limit.limitState === 'PENDING'));
  return before === user.limits.length
    ? { ok: false, error: { status: 400, title: `No pending limit of type ${limitType}` } }
    : { ok: true, value: undefined };
}

/** BlockUser: an immediate special block (type 37), which makes the player self-excluded. */
export function blockUser(context: ModelContext, user: User, selfExcludeReason: number | null): void {
  const now = nowSeconds(context);
  user.limits = user.limits.filter((limit) => limit.limitType !== LIMIT_TYPE.specialBlocking);
  user.limits.push({
    limitType: LIMIT_TYPE.specialBlocking,
    limitValue: 1,
    limitState: 'ACTIVE',
    startedAt: now,
    endsAt: null,
    limitBalance: null,
    needApprove: false,
    selfExcludeReason,
    measure: null,
  });
}
