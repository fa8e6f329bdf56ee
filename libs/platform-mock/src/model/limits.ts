import { LIMIT_TYPE } from '@kickoff/platform-api';

export { LIMIT_TYPE };

export type LimitState = 'ACTIVE' | 'PENDING' | 'INACTIVE';

export type Limit = {
  limitType: number;
  limitValue: number;
  limitState: LimitState;
  /** Seconds since the epoch (doc 001 §3), unlike the rest of the model. */
  startedAt: number;
  endsAt: number | null;
  limitBalance: number | null;
  needApprove: boolean;
  selfExcludeReason: number | null;
  measure: string | null;
};

export type AvailableLimit = {
  type: number;
  availableValues: number[];
  measure: string | null;
};

/** doc 001 §9: a pending deposit limit becomes confirmable this long after startedAt. */
export const DEPOSIT_APPROVAL_DELAY_SECONDS = 86_400;

const DEPOSIT_TYPES: readonly number[] = [LIMIT_TYPE.deposit24h, LIMIT_TYPE.deposit7d, LIMIT_TYPE.deposit30d];
const MONEY_TYPES: readonly number[] = [1, 2, 3, 10, 11, 12, 20, 21, 22];

export function isDepositLimit(limit: Pick<Limit, 'limitType'>): boolean {
  return DEPOSIT_TYPES.includes(limit.limitType);
}

export function isApprovable(limit: Limit, nowSeconds: number): boolean {
  return (
    limit.limitState === 'PENDING' &&
    limit.needApprove &&
    isDepositLimit(limit) &&
    nowSeconds >= limit.startedAt + DEPOSIT_APPROVAL_DELAY_SECONDS
  );
}

/** doc 001 §5 allowed values; money limits take any positive amount, so they list suggestions. */
export function availableLimits(currencyIso: string): AvailableLimit[] {
  const money = (type: number): AvailableLimit => ({
    type,
    availableValues: [1_000, 5_000, 10_000, 50_000, 999_999_999],
    measure: currencyIso,
  });
  return [
    ...MONEY_TYPES.map(money),
    {
      type: LIMIT_TYPE.selfExclusion,
      availableValues: [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650],
      measure: 'days',
    },
    {
      type: LIMIT_TYPE.sessionHours,
      availableValues: [-1, ...Array.from({ length: 24 }, (_, index) => index + 1)],
      measure: 'hours',
    },
    { type: LIMIT_TYPE.realityCheckMinutes, availableValues: [5, 10, 15, 30, 45, 60], measure: 'minutes' },
    { type: LIMIT_TYPE.depositTimeoutDays, availableValues: [1, 7, 30, 90], measure: 'days' },
  ];
}

export function isAllowedValue(type: number, value: number, currencyIso: string): boolean {
  if (MONEY_TYPES.includes(type)) return Number.isFinite(value) && value > 0;
  if (type === LIMIT_TYPE.selfExclusion)
    return [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825, 3650].includes(value);
  const definition = availableLimits(currencyIso).find((limit) => limit.type === type);
  return definition !== undefined && definition.availableValues.includes(value);
}

const DAY_SECONDS = 86_400;
const PERIOD_DAYS: Record<number, number> = { 1: 1, 2: 7, 3: 30, 10: 1, 11: 7, 12: 30, 20: 1, 21: 7, 22: 30 };

/** When a newly set limit ends, if it ends at all: exclusions and time-outs run for their value in days. */
export function limitEnd(type: number, value: number, startedAt: number): number | null {
  if (type === LIMIT_TYPE.selfExclusion || type === LIMIT_TYPE.depositTimeoutDays)
    return startedAt + value * DAY_SECONDS;
  const periodDays = PERIOD_DAYS[type];
  return periodDays === undefined ? null : startedAt + periodDays * DAY_SECONDS;
}

export type SelfExcludeReason = {
  id: number;
  selfExcludeReason: string;
};

export const SELF_EXCLUDE_REASONS: readonly SelfExcludeReason[] = [
  { id: 1, selfExcludeReason: 'I spend too much time playing' },
  { id: 2, selfExcludeReason: 'I spend too much money playing' },
  { id: 3, selfExcludeReason: 'I want to take a break' },
  { id: 4, selfExcludeReason: 'Other' },
];
