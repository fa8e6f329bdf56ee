import { describe, expect, it } from 'vitest';
import { aBet, betSource } from '../testing/bets';
import { betFromSource, dependentGameIds, isBetLive, isBetLocked, isBonusBet, isGameFinished } from './bet';

describe('bets', () => {
  it('[CPN-010] a bet holds its market, block, status, game data, lock flags and statistic id', () => {
    const bet = betFromSource(betSource({ id: 'm9', coef: 1.85, gameId: 77, kind: 3, scores: [1, 0] }));
    expect(bet.market).toEqual({
      id: 'm9',
      coef: 1.85,
      kind: 3,
      sportId: 1,
      typeId: 1,
      isLive: false,
      sportName: 'Футбол',
      champName: 'Премьер-лига',
      gameId: 77,
      param: null,
      name: 'Market m9',
    });
    expect(bet.game).toEqual({
      sportNameEng: 'Football',
      champNameEng: 'Premier League',
      opponents: [
        { name: 'Спартак', nameEng: 'Spartak', score: 1 },
        { name: 'Зенит', nameEng: 'Zenit', score: 0 },
      ],
      startTime: 1_900_000_000,
      status: 0,
      isFinished: false,
      gameTime: null,
      isLiveInLive: false,
    });
    expect(bet).toMatchObject({
      blockId: 0,
      isBlocked: false,
      isDepend: false,
      isBannedExpress: false,
      isDisabledBanker: false,
      statisticId: 55,
    });
  });

  it('[CPN-011] a new bet has statusId −2', () => {
    expect(aBet().statusId).toBe(-2);
  });

  it('[CPN-016] a bet is locked when blocked, dependent or banned from express, and only then', () => {
    const free = { isBlocked: false, isDepend: false, isBannedExpress: false };
    expect(isBetLocked(free)).toBe(false);
    expect(isBetLocked({ ...free, isBlocked: true })).toBe(true);
    expect(isBetLocked({ ...free, isDepend: true })).toBe(true);
    expect(isBetLocked({ ...free, isBannedExpress: true })).toBe(true);
  });

  it('two bets on one game depend on each other', () => {
    expect(dependentGameIds([aBet({ gameId: 1 }), aBet({ gameId: 2 }), aBet({ gameId: 1 })])).toEqual(new Set([1]));
  });

  it('[CPN-017] a game is finished when flagged so or at status 4', () => {
    expect(isGameFinished({ isFinished: true, status: 2 })).toBe(true);
    expect(isGameFinished({ isFinished: false, status: 4 })).toBe(true);
    expect(isGameFinished({ isFinished: false, status: 2 })).toBe(false);
  });

  it('[CPN-018] a bet is live with a game clock on an unfinished game, live-in-live, status 2 or 3, or a live market', () => {
    expect(isBetLive(aBet())).toBe(false);
    expect(isBetLive(aBet({ gameTime: 600 }))).toBe(true);
    expect(isBetLive(aBet({ gameTime: 600, isFinished: true }))).toBe(false);
    expect(isBetLive(aBet({ gameTime: 600, gameStatus: 4 }))).toBe(false);
    expect(isBetLive(aBet({ isLiveInLive: true }))).toBe(true);
    expect(isBetLive(aBet({ gameStatus: 2 }))).toBe(true);
    expect(isBetLive(aBet({ gameStatus: 3 }))).toBe(true);
    expect(isBetLive(aBet({ gameStatus: 1 }))).toBe(false);
    expect(isBetLive(aBet({ isLive: true }))).toBe(true);
    // the other alternatives do not need an unfinished game
    expect(isBetLive(aBet({ isLive: true, isFinished: true }))).toBe(true);
  });

  it('[CPN-019] a bet is a bonus bet when its sport id is 0 or it has a bonus type', () => {
    expect(isBonusBet(aBet())).toBe(false);
    expect(isBonusBet(aBet({ sportId: 0 }))).toBe(true);
    expect(isBonusBet({ ...aBet(), bonusTypeId: 3 })).toBe(true);
  });
});
