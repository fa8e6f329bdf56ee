import type { CookieJar } from '@kickoff/runtime';
import { isRealOffset, type FixedOffset } from './time-zone';

export const TIME_ZONE_OFFSET_COOKIE = 'tzo';
export const IS_12H_COOKIE = 'is12h';

/**
 * `tzo` holds the user's offset in whole minutes east of UTC (`180`, `-300`, `+330`). Anything else,
 * an hours value like `3` included, is junk and reads as no preference rather than a wrong clock.
 */
export function timeZoneFromOffsetCookie(tzo: string | undefined): FixedOffset | undefined {
  const text = tzo?.trim() ?? '';
  if (!/^[+-]?\d{1,4}$/.test(text)) return undefined;
  const minutes = Number(text) || 0; // `-0` is UTC too
  return isRealOffset(minutes) ? { offsetMinutes: minutes } : undefined;
}

/** `1`/`true` and `0`/`false`; anything else leaves the language's own clock convention. */
export function is12hFromCookie(is12h: string | undefined): boolean | undefined {
  const text = is12h?.trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return undefined;
}

export interface FormatPreferences {
  timeZone: FixedOffset | undefined;
  is12h: boolean | undefined;
}

export function readFormatPreferences(cookies: Pick<CookieJar, 'get'>): FormatPreferences {
  return {
    timeZone: timeZoneFromOffsetCookie(cookies.get(TIME_ZONE_OFFSET_COOKIE)),
    is12h: is12hFromCookie(cookies.get(IS_12H_COOKIE)),
  };
}
