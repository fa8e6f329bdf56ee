import { describe, expect, it } from 'vitest';
import type { BetState } from '@kickoff/platform-api';
import { aBet } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { CHANGE_COEF_ACTION, type ChangeCoefAction } from '../domain/change-coef-action';
import { couponActions } from './coupon-slice';
import { couponSettingsActions } from './coupon-settings-slice';
import { applyBetStates } from './coupon-thunks';
import { selectBetById, selectHasUnacceptedChanges } from './selectors';

const news = (marketId: string, coef: number, overrides: Partial<BetState> = {}): BetState => ({
  marketId,
  coef,
  isBlocked: false,
  isFinished: false,
  gameStatus: 2,
  scores: [0, 0],
  ...overrides,
});

function liveCoupon(changeCoefAction: ChangeCoefAction, isDropOnScoreChange = false) {
  const { store } = createCouponSite();
  store.dispatch(couponSettingsActions.changeCoefActionChanged(changeCoefAction));
  store.dispatch(couponSettingsActions.dropOnScoreChangeSwitched(isDropOnScoreChange));
  store.dispatch(
    couponActions.betAdded({ bet: aBet({ id: 'a', coef: 2, gameStatus: 2, scores: [0, 0] }), addedAt: 1 }),
  );
  const move = (coef: number, overrides: Partial<BetState> = {}) =>
    store.dispatch(applyBetStates(['a'], [news('a', coef, overrides)]));
  const bet = () => selectBetById(store.getState(), 'a')!;
  return { store, move, bet };
}

describe('bet changes', () => {
  it('[CPN-009] confirm (0): a rise and a fall both wait for the player; accepting clears them', () => {
    const { store, move, bet } = liveCoupon(CHANGE_COEF_ACTION.confirm);
    move(2.2);
    expect(bet().market.coef).toBe(2.2);
    expect(bet().unacceptedChange).toEqual({ seenCoef: 2, isScoreChanged: false });
    move(1.8);
    expect(bet().unacceptedChange).toEqual({ seenCoef: 2, isScoreChanged: false });
    store.dispatch(couponActions.coefChangesAccepted());
    expect(selectHasUnacceptedChanges(store.getState())).toBe(false);
    move(2.0);
    expect(bet().unacceptedChange?.seenCoef).toBe(1.8);
  });

  it('[CPN-009] accept any (1): every move is taken at once', () => {
    const { store, move, bet } = liveCoupon(CHANGE_COEF_ACTION.acceptAny);
    move(1.5);
    move(2.5);
    expect(bet().market.coef).toBe(2.5);
    expect(selectHasUnacceptedChanges(store.getState())).toBe(false);
  });

  it('[CPN-009] accept increases (2, the default): a rise is taken, a fall waits, and a rise back above what was seen settles it', () => {
    const { move, bet } = liveCoupon(CHANGE_COEF_ACTION.acceptIncrease);
    move(2.1);
    expect(bet().unacceptedChange).toBeNull();
    move(1.9);
    expect(bet().unacceptedChange).toEqual({ seenCoef: 2.1, isScoreChanged: false });
    move(2.15);
    expect(bet()).toMatchObject({ market: { coef: 2.15 }, unacceptedChange: null });
  });

  it('with drop-on-score-change on, a new score waits for the player; off, it is only shown', () => {
    const on = liveCoupon(CHANGE_COEF_ACTION.acceptAny, true);
    on.move(2, { scores: [1, 0] });
    expect(on.bet().unacceptedChange).toEqual({ seenCoef: null, isScoreChanged: true });
    expect(on.bet().game.opponents.map((opponent) => opponent.score)).toEqual([1, 0]);
    const off = liveCoupon(CHANGE_COEF_ACTION.acceptAny, false);
    off.move(2, { scores: [1, 0] });
    expect(off.bet().unacceptedChange).toBeNull();
    expect(off.bet().game.opponents[0]?.score).toBe(1);
  });

  it('a market the answer leaves out has left the line: its bet is blocked; finished and blocked states are taken', () => {
    const { store, bet } = liveCoupon(CHANGE_COEF_ACTION.acceptIncrease);
    store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'b' }), addedAt: 2 }));
    store.dispatch(applyBetStates(['a'], []));
    expect(bet().isBlocked).toBe(true);
    expect(selectBetById(store.getState(), 'b')?.isBlocked).toBe(false);
    store.dispatch(
      applyBetStates(
        ['a', 'b'],
        [news('a', 2, { isFinished: true, gameStatus: 4 }), news('b', 2, { isBlocked: true })],
      ),
    );
    expect(bet()).toMatchObject({ isBlocked: false, game: { isFinished: true, status: 4 } });
    expect(selectBetById(store.getState(), 'b')?.isBlocked).toBe(true);
  });
});
