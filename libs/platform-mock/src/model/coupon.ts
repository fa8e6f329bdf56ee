import { CHANGE_COEF_ACTION, COUPON_TYPE } from '@kickoff/platform-api';
import { type Account, ACCOUNT_TYPE, roundMoney } from './accounts';
import { type ModelContext, nextId, nowSeconds } from './context';
import type { BetStateView, CouponFailure, CouponView, PlacementResult, StoredCoupon } from './coupon-records';
import { combinations, couponPayout, offeredBonusCoef } from './coupon-payout';
import { findMarket } from './line';
import { betState, marketView } from './line-view';
import { type User, isSelfExcluded } from './users';

export type CouponBetInput = {
  marketId: string;
  coef: number;
};

export type CouponInput = {
  accountId: number;
  amount: number;
  bets: CouponBetInput[];
  changeCoefAction: number;
  exactCoef: number;
  refId: string;
  systemValue: number;
  typeId: number;
  isVipBet?: boolean;
  /** the express's bonus bet, as the slip showed it; checked against the offer and applied here */
  bonusBetCoef?: number;
};

const MIN_AMOUNT: Record<string, number> = { RUB: 10, USD: 0.2, EUR: 0.2, UAH: 5, KZT: 50 };
const MAX_AMOUNT: Record<string, number> = { RUB: 500_000, USD: 5_000, EUR: 5_000, UAH: 200_000, KZT: 2_500_000 };
const MAX_PAYOUT: Record<string, number> = {
  RUB: 10_000_000,
  USD: 100_000,
  EUR: 100_000,
  UAH: 4_000_000,
  KZT: 50_000_000,
};

export type CouponLimits = {
  minBetAmount: number;
  maxBetAmount: number | null;
  maxPayout: number | null;
  availablePrepaidAmount: number;
};

export function couponLimits(account: Account, typeId: number, siteConfig: Record<string, unknown>): CouponLimits {
  const maxTypes = Array.isArray(siteConfig['maxAmountCouponTypes'])
    ? (siteConfig['maxAmountCouponTypes'] as number[])
    : [];
  const bonus = account.type === ACCOUNT_TYPE.bonus;
  return {
    minBetAmount: MIN_AMOUNT[account.iso] ?? 10,
    // doc 000 §5: the maximum applies only to listed types and never on the bonus account.
    maxBetAmount: maxTypes.includes(typeId) && !bonus ? (MAX_AMOUNT[account.iso] ?? 500_000) : null,
    maxPayout: MAX_PAYOUT[account.iso] ?? null,
    availablePrepaidAmount: bonus ? account.money : 0,
  };
}

function product(values: readonly number[]): number {
  return values.reduce((total, value) => total * value, 1);
}

/** Total coefficient of a coupon: a system pays every combination of `systemValue` bets, each with an equal share of the stake. */
export function couponCoefficient(typeId: number, systemValue: number, coefs: readonly number[]): number {
  if (typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.systemWithBlocks) {
    const combos = combinations(coefs, Math.max(2, systemValue));
    return combos.length === 0
      ? 1
      : Math.round((combos.reduce((sum, combo) => sum + product(combo), 0) / combos.length) * 100) / 100;
  }
  return Math.round(product(coefs) * 100) / 100;
}

const thousandths = (value: number) => Math.round(value * 1000);

function accepts(action: number, placed: number, current: number): boolean {
  if (action === CHANGE_COEF_ACTION.acceptAny) return true;
  if (action === CHANGE_COEF_ACTION.acceptIncrease) return current >= placed;
  return current === placed;
}

type BetCheck = { ok: true; marketId: string; coef: number } | { ok: false; failure: CouponFailure };

function checkBet(context: ModelContext, bet: CouponBetInput, action: number): BetCheck {
  const found = findMarket(context.state.line, Number(bet.marketId));
  if (!found)
    return {
      ok: false,
      failure: { marketId: bet.marketId, error_code: 'bet_blocked', error_message: 'The market has left the line' },
    };
  const { game, market } = found;
  if (game.isFinished)
    return {
      ok: false,
      failure: { marketId: bet.marketId, error_code: 'game_finished', error_message: 'The game is over' },
    };
  const view = marketView(context, game, market);
  if (view.isBlocked)
    return {
      ok: false,
      failure: {
        marketId: bet.marketId,
        error_code: 'bet_blocked',
        error_message: 'Betting on this market is suspended',
      },
    };
  if (!accepts(action, bet.coef, view.coef)) {
    return {
      ok: false,
      failure: {
        marketId: bet.marketId,
        error_code: 'coef_changed',
        error_message: `The coefficient changed from ${bet.coef} to ${view.coef}`,
      },
    };
  }
  return { ok: true, marketId: view.id, coef: view.coef };
}

export function betStates(context: ModelContext, marketIds: readonly string[]): BetStateView[] {
  return marketIds.flatMap((marketId) => {
    const found = findMarket(context.state.line, Number(marketId));
    return found ? [betState(context, found.game, found.market)] : [];
  });
}

function refuse(context: ModelContext, input: CouponInput, failure: CouponFailure): PlacementResult {
  return {
    success: false,
    refId: input.refId,
    error_code: failure.error_code,
    error_message: failure.error_message,
    bets: betStates(
      context,
      input.bets.map((bet) => bet.marketId),
    ),
  };
}

function store(
  context: ModelContext,
  user: User,
  account: Account,
  input: CouponInput,
  typeId: number,
  amount: number,
  bets: { marketId: string; coef: number }[],
  bonusCoef: number | null = null,
): CouponView {
  const coefs = bets.map((bet) => bet.coef);
  const coef = couponCoefficient(typeId, input.systemValue, bonusCoef === null ? coefs : [...coefs, bonusCoef]);
  const coupon: StoredCoupon = {
    couponId: String(nextId(context, 'coupon')),
    userId: user.id,
    typeId,
    accountId: account.id,
    amount,
    coef,
    possibleWin: couponPayout(typeId, input.systemValue, amount, coefs, bonusCoef),
    placedAt: nowSeconds(context),
    bets,
  };
  context.state.coupons[coupon.couponId] = coupon;
  return couponView(coupon);
}

export function couponView({ userId: _userId, bets, ...coupon }: StoredCoupon): CouponView {
  return { ...coupon, marketIds: bets.map((bet) => bet.marketId) };
}

/** What a refId stands for: the account, the type, the stake and the bets (not their coefficients, which drift). */
const placementContent = (input: CouponInput): string =>
  JSON.stringify([
    input.accountId,
    input.typeId,
    input.systemValue,
    input.amount,
    input.bonusBetCoef ?? null,
    input.bets.map((bet) => bet.marketId).sort(),
  ]);

/**
 * Places a coupon. `refId` is the idempotency key: a repeat of a placed coupon answers the first result and
 * charges nothing, another coupon under a placed refId is refused (the front end is not the only guard against
 * a second charge); refusals are not remembered, so the client may retry the same refId after
 * accepting new coefficients.
 */
export function placeCoupon(context: ModelContext, user: User, input: CouponInput): PlacementResult {
  const key = `${user.id}:${input.refId}`;
  const earlier = context.state.placements[key];
  if (earlier && earlier.content === placementContent(input)) return earlier.result;
  if (earlier)
    return refuse(context, input, {
      marketId: null,
      error_code: 'invalid_coupon',
      error_message: `refId ${input.refId} already placed another coupon`,
    });

  const account = user.accounts.find((candidate) => candidate.id === input.accountId);
  if (!account)
    return refuse(context, input, { marketId: null, error_code: 'invalid_coupon', error_message: 'Unknown account' });
  if (isSelfExcluded(user))
    return refuse(context, input, {
      marketId: null,
      error_code: 'self_excluded',
      error_message: 'Betting is not available during self-exclusion',
    });
  if (input.typeId === COUPON_TYPE.express && input.bets.length < 2)
    return refuse(context, input, {
      marketId: null,
      error_code: 'invalid_coupon',
      error_message: 'An express needs at least 2 bets',
    });

  const singles = input.typeId === COUPON_TYPE.multipleSingles;
  const checks = input.bets.map((bet) => checkBet(context, bet, input.changeCoefAction));
  const accepted = checks.flatMap((check) => (check.ok ? [{ marketId: check.marketId, coef: check.coef }] : []));
  const failed = checks.flatMap((check) => (check.ok ? [] : [check.failure]));
  const firstFailure = failed[0];
  if (firstFailure && (!singles || accepted.length === 0)) return refuse(context, input, firstFailure);

  const total = singles ? accepted.length * input.amount : input.amount;
  const limits = couponLimits(account, input.typeId, context.state.siteConfig);
  const minTypes = Array.isArray(context.state.siteConfig['minAmountCouponTypes'])
    ? (context.state.siteConfig['minAmountCouponTypes'] as number[])
    : [];
  if (minTypes.includes(input.typeId) && input.amount < limits.minBetAmount) {
    return refuse(context, input, {
      marketId: null,
      error_code: 'amount_below_min',
      error_message: `The minimum stake is ${limits.minBetAmount} ${account.iso}`,
    });
  }
  if (!input.isVipBet && limits.maxBetAmount !== null && input.amount > limits.maxBetAmount) {
    return refuse(context, input, {
      marketId: null,
      error_code: 'amount_above_max',
      error_message: `The maximum stake is ${limits.maxBetAmount} ${account.iso}`,
    });
  }
  if (
    singles === false &&
    input.exactCoef > 0 &&
    couponCoefficient(
      input.typeId,
      input.systemValue,
      accepted.map((bet) => bet.coef),
    ) < input.exactCoef
  ) {
    return refuse(context, input, {
      marketId: null,
      error_code: 'coef_changed',
      error_message: 'The coupon coefficient fell below the exact coefficient',
    });
  }
  const bonusCoef = input.bonusBetCoef ?? null;
  if (bonusCoef !== null) {
    const offered = offeredBonusCoef(
      input.typeId,
      accepted.map((bet) => bet.coef),
    );
    if (offered === null || thousandths(offered) !== thousandths(bonusCoef))
      return refuse(context, input, {
        marketId: null,
        error_code: 'invalid_coupon',
        error_message: `No bonus bet of ${bonusCoef} is offered on this coupon`,
      });
  }
  if (total > account.money)
    return refuse(context, input, {
      marketId: null,
      error_code: 'insufficient_funds',
      error_message: 'Not enough money on the account',
    });

  account.money = roundMoney(account.money - total);
  const coupons = singles
    ? accepted.map((bet) => store(context, user, account, input, COUPON_TYPE.single, input.amount, [bet]))
    : [store(context, user, account, input, input.typeId, input.amount, accepted, bonusCoef)];
  const result: PlacementResult = { success: true, refId: input.refId, coupons, failed };
  context.state.placements[key] = { content: placementContent(input), result };
  return result;
}
