import { dateTimeFormat, intlLocale, numberFormat } from './intl-cache';
import { isRealOffset, type TimeZone } from './time-zone';

export interface FormatSettings {
  /** The site language (`ru`, `en`, `kz` …). */
  language: string;
  /** The user's zone (`tzo` cookie or an IANA name); left out or invalid, the browser's zone. */
  timeZone?: TimeZone | undefined;
  /** The `is12h` preference; left out, the language's own convention (en 12 h, ru 24 h). */
  is12h?: boolean | undefined;
}

/** A moment: a Date or epoch milliseconds (convert the platform's seconds first). */
export type DateInput = Date | number;

/** Which date and time fields to show; zone and clock come from the settings, never per call. */
export type DateFields = Omit<Intl.DateTimeFormatOptions, 'timeZone' | 'timeZoneName' | 'hour12' | 'hourCycle'>;

export interface Formatters {
  /** The Intl locale used: the language, or en when Intl does not know it. */
  readonly locale: string;
  readonly is12h: boolean;
  formatDate(value: DateInput, fields?: DateFields): string;
  formatTime(value: DateInput, fields?: DateFields): string;
  formatDateTime(value: DateInput, fields?: DateFields): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** `currencyIso` as the platform gives it (`RUB`); a non-ISO code is appended to the plain number. */
  formatMoney(amount: number, currencyIso: string): string;
}

const DATE: DateFields = { day: '2-digit', month: '2-digit', year: 'numeric' };

function timeFields(is12h: boolean): DateFields {
  // "9:05 PM" but "21:05" and "09:05": a 12-hour clock does not pad the hour.
  return { hour: is12h ? 'numeric' : '2-digit', minute: '2-digit' };
}

function localeUses12h(locale: string): boolean {
  const { hourCycle } = dateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12';
}

interface ZoneRule {
  /** Passed to Intl; undefined means the browser's zone. */
  intlZone: string | undefined;
  /** A fixed offset is applied to the moment itself and formatted as UTC, so no IANA name is needed. */
  shiftMs: number;
}

function zoneRule(timeZone: TimeZone | undefined): ZoneRule {
  if (timeZone === undefined) return { intlZone: undefined, shiftMs: 0 };
  if (typeof timeZone !== 'string') {
    return isRealOffset(timeZone.offsetMinutes)
      ? { intlZone: 'UTC', shiftMs: timeZone.offsetMinutes * 60_000 }
      : { intlZone: undefined, shiftMs: 0 };
  }
  try {
    dateTimeFormat('en', { timeZone });
    return { intlZone: timeZone, shiftMs: 0 };
  } catch {
    // An unknown zone name must not take every date on the page down with a RangeError.
    return { intlZone: undefined, shiftMs: 0 };
  }
}

function toEpochMs(value: DateInput): number {
  return value instanceof Date ? value.getTime() : value;
}

export function createFormatters({ language, timeZone, is12h }: FormatSettings): Formatters {
  const locale = intlLocale(language);
  const twelveHour = is12h ?? localeUses12h(locale);
  const zone = zoneRule(timeZone);
  const clock: Intl.DateTimeFormatOptions = {
    hourCycle: twelveHour ? 'h12' : 'h23',
    ...(zone.intlZone ? { timeZone: zone.intlZone } : {}),
  };

  const formatMoment = (value: DateInput, fields: DateFields): string => {
    const epochMs = toEpochMs(value);
    if (!Number.isFinite(epochMs)) return '';
    try {
      return dateTimeFormat(locale, { ...fields, ...clock }).format(epochMs + zone.shiftMs);
    } catch {
      return ''; // beyond the range Date can hold
    }
  };

  const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}): string =>
    Number.isFinite(value) ? numberFormat(locale, options).format(value) : '';

  return {
    locale,
    is12h: twelveHour,
    formatDate: (value, fields = DATE) => formatMoment(value, fields),
    formatTime: (value, fields = timeFields(twelveHour)) => formatMoment(value, fields),
    formatDateTime: (value, fields = { ...DATE, ...timeFields(twelveHour) }) => formatMoment(value, fields),
    formatNumber,
    formatMoney: (amount, currencyIso) => {
      const code = currencyIso.trim();
      if (/^[A-Za-z]{3}$/.test(code)) return formatNumber(amount, { style: 'currency', currency: code.toUpperCase() });
      const plain = formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return plain && code ? `${plain} ${code}` : plain;
    },
  };
}
