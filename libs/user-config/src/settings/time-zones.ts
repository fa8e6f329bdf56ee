/** The offsets a player may pick: every whole hour from UTC−12 to UTC+14 and the half/quarter hours in use. */
export const TIME_ZONE_OFFSETS: readonly number[] = [
  ...Array.from({ length: 27 }, (_, index) => index - 12),
  -9.5,
  -3.5,
  3.5,
  4.5,
  5.5,
  5.75,
  6.5,
  9.5,
  10.5,
  12.75,
].sort((a, b) => a - b);

/** `+5:30`, `-3`, `+0`: what follows "UTC" in the list. */
export function offsetLabel(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  const whole = Math.trunc(Math.abs(hours));
  const minutes = Math.round((Math.abs(hours) - whole) * 60);
  return minutes === 0 ? `${sign}${whole}` : `${sign}${whole}:${String(minutes).padStart(2, '0')}`;
}
