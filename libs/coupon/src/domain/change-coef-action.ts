import type { CHANGE_COEF_ACTION as CONTRACT_CHANGE_COEF_ACTION } from '@kickoff/platform-api';

/**
 * Bet-change acceptance (doc 001 §4) as changeCoefAction values: the platform contract's one mapping,
 * which the platform also applies when it places the coupon.
 * 0: every change waits for the player's confirmation; 1: any change is taken; 2: a rise is taken, a fall waits.
 */
export const CHANGE_COEF_ACTION = {
  confirm: 0,
  acceptAny: 1,
  acceptIncrease: 2,
} as const satisfies typeof CONTRACT_CHANGE_COEF_ACTION;

export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];

export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = CHANGE_COEF_ACTION.acceptIncrease;

export function isChangeCoefAction(value: unknown): value is ChangeCoefAction {
  return value === 0 || value === 1 || value === 2;
}

/** Whether a move of a bet's coefficient from `before` to `after` is taken without asking the player. */
export function isCoefChangeAccepted(action: ChangeCoefAction, before: number, after: number): boolean {
  if (after === before || action === CHANGE_COEF_ACTION.acceptAny) return true;
  return action === CHANGE_COEF_ACTION.acceptIncrease && after > before;
}
