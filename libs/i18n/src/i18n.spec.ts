import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, isLanguageSegment } from './languages';
import { mergeBundles } from './merge-bundles';

const bundle = {
  ru: { greeting: 'Привет' },
  en: { greeting: 'Hello', only_in_english: 'Only English' },
};

describe('languages', () => {
  it('[I18N-001] default language is ru, default currency RUB', () => {
    expect(DEFAULT_LANGUAGE).toBe('ru');
    expect(DEFAULT_CURRENCY).toBe('RUB');
    const i18n = createI18n({ bundles: [bundle] });
    expect(i18n.language).toBe('ru');
    expect(i18n.t('greeting')).toBe('Привет');
  });

  it('[I18N-002] a key missing in the current language resolves to its en text', () => {
    const i18n = createI18n({ language: 'ru', bundles: [bundle] });
    expect(i18n.t('only_in_english')).toBe('Only English');
  });

  it('[SR-002] [SR-004] a {lng} segment is exactly two lowercase Latin letters', () => {
    expect(['ru', 'en', 'kz'].every((s) => isLanguageSegment(s))).toBe(true);
    expect(['EN', 'eng', 'r1', 'é', '', 'r'].some((s) => isLanguageSegment(s))).toBe(false);
    expect(isLanguageSegment(undefined)).toBe(false);
  });
});

describe('mergeBundles', () => {
  it('merges the bundles of several libs per language', () => {
    expect(mergeBundles(bundle, { ru: { other: 'Другой' } })).toEqual({
      ru: { greeting: 'Привет', other: 'Другой' },
      en: { greeting: 'Hello', only_in_english: 'Only English' },
    });
  });

  it('refuses a key two libs define with different texts', () => {
    expect(() => mergeBundles(bundle, { en: { greeting: 'Hi' } })).toThrow(/greeting/);
  });
});
