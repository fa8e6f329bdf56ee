/**
 * A kick-off time as the player reads it: day, month and time, in the player's clock (12/24 h) and time zone
 * (`timeZone` hours from UTC; null the device's own, which the server does not know, so it writes UTC until the
 * browser has taken the page over).
 */
export function kickOffText(
  startSeconds: number,
  { language, is12h, timeZone }: { language: string; is12h: boolean; timeZone: number | null | 'UTC' },
): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: is12h,
    timeZone: timeZone === null ? undefined : timeZone === 'UTC' ? 'UTC' : offsetZone(timeZone),
  }).format(new Date(startSeconds * 1000));
}

/** Hours from UTC as an offset zone Intl reads ("+03:00"). */
function offsetZone(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(hours) * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}
