/** A zone that is only an offset east of UTC, as the `tzo` cookie states it (Moscow: 180). */
export interface FixedOffset {
  readonly offsetMinutes: number;
}

/** An IANA zone name (`Europe/Moscow`) or a fixed offset; left out, the browser's own zone is used. */
export type TimeZone = string | FixedOffset;

/** Real offsets run from UTC−12:00 to UTC+14:00, in steps of 15 minutes (Nepal +5:45, Chatham +12:45). */
export function isRealOffset(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= -12 * 60 && minutes <= 14 * 60 && minutes % 15 === 0;
}
