import { createManualClock } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { createPlatformMock } from '../create-platform-mock';
import { createTestClient } from '../testing/test-client';

describe('the model never holds a time Date cannot show', () => {
  it('advanceClock refuses a move past the times Date can hold with a RangeError, and the model keeps answering', async () => {
    const mock = createPlatformMock();
    const before = mock.clock.now();
    for (const ms of [1e308, Number.MAX_VALUE, 8.64e15, Infinity, Number.NaN, -1]) {
      expect(() => mock.advanceClock(ms), String(ms)).toThrow(RangeError);
      expect(() => mock.clock.advance(ms), String(ms)).toThrow(RangeError);
    }
    expect(() => mock.clock.set(1e308)).toThrow(RangeError);
    expect(() => mock.clock.set(Number.NaN)).toThrow(RangeError);
    expect(mock.clock.now()).toBe(before);
    expect(mock.snapshot()).toMatchObject({ nowIso: '2026-06-01T12:00:00.000Z' });
    expect((await createTestClient(mock).signIn('demo')).status).toBe(200);
  });

  it('refuses a fractional move or time with a RangeError, and fingerprints and sign-ins keep answering', async () => {
    const mock = createPlatformMock();
    const before = mock.clock.now();
    for (const ms of [0.5, 1.25, 59_999.999]) {
      expect(() => mock.advanceClock(ms), String(ms)).toThrow(/whole milliseconds/);
      expect(() => mock.clock.set(before + ms), String(ms)).toThrow(/whole milliseconds/);
    }
    expect(mock.clock.now()).toBe(before);
    expect((await createTestClient(mock).signIn('demo')).status).toBe(200);
  });

  it('moves that keep the model in Date’s range still go through, a thousand years included', () => {
    const mock = createPlatformMock();
    mock.advanceClock(1000 * 365 * 86_400_000);
    expect(new Date(mock.clock.now()).getUTCFullYear()).toBe(3025);
    expect(() => mock.snapshot()).not.toThrow();
  });

  it('with a wall clock the model’s time is the wall’s plus every advance, and reset() starts the seed over at the wall’s now', () => {
    const wall = createManualClock(Date.UTC(2026, 8, 14, 9, 30));
    const mock = createPlatformMock({ wallClock: wall });
    expect(mock.clock.now()).toBe(wall.now());
    wall.advance(20 * 60_000);
    mock.advanceClock(60_000);
    expect(mock.clock.now()).toBe(wall.now() + 60_000);
    mock.reset();
    expect(mock.clock.now()).toBe(wall.now());
    expect(mock.snapshot()).toMatchObject({ startTime: wall.now() });
  });

  it('without a wall clock reset() goes back to the start time, as before', () => {
    const mock = createPlatformMock({ startTime: 0 });
    mock.advanceClock(90_000);
    mock.reset();
    expect(mock.clock.now()).toBe(0);
  });
});
