import { describe, expect, it } from 'vitest';
import { createFormatters } from './formatters';
import { dateTimeFormat } from './intl-cache';

/** 5 March 2025, 18:07 UTC: 21:07 in Moscow. */
const MOMENT = Date.UTC(2025, 2, 5, 18, 7);
const MOSCOW = 'Europe/Moscow';

/** ICU separates with no-break spaces (ru groups, en "PM"); the texts are compared as read. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('createFormatters', () => {
  it('formats ru on a 24-hour clock in the user time zone', () => {
    const ru = createFormatters({ language: 'ru', timeZone: MOSCOW, is12h: false });
    expect(ru.formatDate(MOMENT)).toBe('05.03.2025');
    expect(ru.formatTime(MOMENT)).toBe('21:07');
    expect(plain(ru.formatDateTime(new Date(MOMENT)))).toBe('05.03.2025, 21:07');
  });

  it('formats en on a 12-hour clock in the user time zone', () => {
    const en = createFormatters({ language: 'en', timeZone: MOSCOW, is12h: true });
    expect(en.formatDate(MOMENT)).toBe('03/05/2025');
    expect(plain(en.formatTime(MOMENT))).toBe('9:07 PM');
    expect(plain(en.formatDateTime(MOMENT))).toBe('03/05/2025, 9:07 PM');
  });

  it('follows the is12h preference against the language convention', () => {
    expect(plain(createFormatters({ language: 'ru', timeZone: MOSCOW, is12h: true }).formatTime(MOMENT))).toBe(
      '9:07 PM',
    );
    expect(createFormatters({ language: 'en', timeZone: MOSCOW, is12h: false }).formatTime(MOMENT)).toBe('21:07');
  });

  it('uses the language convention when there is no preference', () => {
    expect(createFormatters({ language: 'en', timeZone: MOSCOW }).is12h).toBe(true);
    expect(createFormatters({ language: 'ru', timeZone: MOSCOW }).formatTime(MOMENT)).toBe('21:07');
  });

  it('formats a fixed offset from the tzo cookie without an IANA zone', () => {
    expect(
      createFormatters({ language: 'ru', timeZone: { offsetMinutes: 180 }, is12h: false }).formatTime(MOMENT),
    ).toBe('21:07');
    const nepal = createFormatters({ language: 'ru', timeZone: { offsetMinutes: 345 }, is12h: false });
    expect(plain(nepal.formatDateTime(MOMENT))).toBe('05.03.2025, 23:52');
    const bangkok = createFormatters({ language: 'ru', timeZone: { offsetMinutes: 420 }, is12h: false });
    expect(plain(bangkok.formatDateTime(MOMENT))).toBe('06.03.2025, 01:07');
    const newYork = createFormatters({ language: 'en', timeZone: { offsetMinutes: -300 }, is12h: true });
    expect(plain(newYork.formatTime(MOMENT))).toBe('1:07 PM');
  });

  it('takes other date fields per call, keeping zone and clock', () => {
    const ru = createFormatters({ language: 'ru', timeZone: MOSCOW, is12h: false });
    expect(ru.formatDate(MOMENT, { day: 'numeric', month: 'long' })).toBe('5 марта');
    const en = createFormatters({ language: 'en', timeZone: { offsetMinutes: 180 } });
    expect(en.formatDate(MOMENT, { day: 'numeric', month: 'long', year: 'numeric' })).toBe('March 5, 2025');
  });

  it('formats numbers and money the ru and en way', () => {
    const ru = createFormatters({ language: 'ru' });
    const en = createFormatters({ language: 'en' });
    expect(plain(ru.formatNumber(1234567.891))).toBe('1 234 567,891');
    expect(en.formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(plain(ru.formatMoney(1234.5, 'RUB'))).toBe('1 234,50 ₽');
    expect(en.formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(plain(ru.formatMoney(2.5, 'eur'))).toBe('2,50 €');
  });

  it('shows nothing for a moment or amount that is no number, instead of throwing', () => {
    const ru = createFormatters({ language: 'ru', timeZone: MOSCOW });
    expect(ru.formatDate(new Date(Number.NaN))).toBe('');
    expect(ru.formatDateTime(Number.POSITIVE_INFINITY)).toBe('');
    expect(ru.formatNumber(Number.NaN)).toBe('');
    expect(ru.formatMoney(Number.NaN, 'RUB')).toBe('');
  });

  it('appends a currency code Intl cannot take to the plain amount', () => {
    expect(plain(createFormatters({ language: 'ru' }).formatMoney(0.125, 'mBTC'))).toBe('0,13 mBTC');
    expect(createFormatters({ language: 'en' }).formatMoney(10, ' ')).toBe('10.00');
  });

  it('falls back to the browser zone for an unknown zone name or an impossible offset', () => {
    const browser = createFormatters({ language: 'en', is12h: false }).formatDateTime(MOMENT);
    expect(createFormatters({ language: 'en', is12h: false, timeZone: 'Mars/Olympus' }).formatDateTime(MOMENT)).toBe(
      browser,
    );
    expect(
      createFormatters({ language: 'en', is12h: false, timeZone: { offsetMinutes: 5000 } }).formatDateTime(MOMENT),
    ).toBe(browser);
  });

  it('formats a site language Intl does not know (kz) as en rather than the browser locale', () => {
    const kz = createFormatters({ language: 'kz', timeZone: MOSCOW, is12h: false });
    expect(kz.locale).toBe('en');
    expect(kz.formatDate(MOMENT)).toBe('03/05/2025');
  });

  it('builds one Intl formatter per locale and option set', () => {
    expect(dateTimeFormat('ru', { timeZone: MOSCOW, hour: '2-digit' })).toBe(
      dateTimeFormat('ru', { timeZone: MOSCOW, hour: '2-digit' }),
    );
    expect(dateTimeFormat('ru', { hour: '2-digit' })).not.toBe(dateTimeFormat('en', { hour: '2-digit' }));
  });
});
