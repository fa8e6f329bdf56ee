import { createManualClock, memoryCookies } from '@kickoff/runtime';
import { describe, expect, it } from 'vitest';
import { is12hFromCookie, readFormatPreferences, timeZoneFromOffsetCookie } from './format-cookies';
import { createFormatters } from './formatters';

describe('tzo cookie', () => {
  it.each([
    ['180', 180],
    ['-300', -300],
    ['+330', 330],
    [' 345 ', 345],
    ['0', 0],
    ['-0', 0],
    ['840', 840],
    ['-720', -720],
  ])('reads %j as %i minutes east of UTC', (tzo, minutes) => {
    expect(timeZoneFromOffsetCookie(tzo)).toEqual({ offsetMinutes: minutes });
  });

  it.each([undefined, '', 'abc', '3', '17', '180.5', '1e2', '--5', '900', '-780', 'Europe/Moscow', 'NaN'])(
    'reads the junk value %j as no preference',
    (tzo) => {
      expect(timeZoneFromOffsetCookie(tzo)).toBeUndefined();
    },
  );
});

describe('is12h cookie', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    [' FALSE ', false],
    ['yes', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (value, expected) => {
    expect(is12hFromCookie(value)).toBe(expected);
  });
});

describe('readFormatPreferences', () => {
  it('turns the preference cookies into formatter settings', () => {
    const cookies = memoryCookies(createManualClock(0), { tzo: '180', is12h: '1' });
    const en = createFormatters({ language: 'en', ...readFormatPreferences(cookies) });
    expect(en.formatTime(Date.UTC(2025, 2, 5, 18, 7)).replace('\u202f', ' ')).toBe('9:07 PM');
  });

  it('leaves both unset when the cookies are missing or junk', () => {
    expect(readFormatPreferences(memoryCookies(createManualClock(0), { tzo: 'x', is12h: 'maybe' }))).toEqual({
      timeZone: undefined,
      is12h: undefined,
    });
  });
});
