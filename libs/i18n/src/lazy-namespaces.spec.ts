import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import type { ResourceBundle } from './merge-bundles';

const couponTexts = {
  ru: { coupon_title: 'Купон' },
  en: { coupon_title: 'Coupon', coupon_only_english: 'Only in English' },
} satisfies ResourceBundle;

const shared = { ru: { main_error: 'Ошибка' }, en: { main_error: 'Error' } } satisfies ResourceBundle;

describe('lazy namespaces', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a lib namespace on first use, with one loader call for every language', async () => {
    const loader = vi.fn(async () => couponTexts);
    const i18n = createI18n({ language: 'ru', bundles: [shared], namespaces: { coupon: loader } });
    expect(loader).not.toHaveBeenCalled();
    expect(i18n.hasLoadedNamespace('coupon')).toBe(false);

    await i18n.loadNamespaces('coupon');

    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.t('coupon:coupon_title')).toBe('Купон');
    expect(i18n.t('coupon_title', { ns: 'coupon', lng: 'en' })).toBe('Coupon');
  });

  it('[I18N-002] a key missing in ru in a lazily loaded namespace resolves to its en text', async () => {
    const i18n = createI18n({ language: 'ru', namespaces: { coupon: async () => couponTexts } });
    await i18n.loadNamespaces('coupon');
    expect(i18n.t('coupon:coupon_only_english')).toBe('Only in English');
  });

  it('a lib namespace still reaches the shared keys of the default namespace', async () => {
    const i18n = createI18n({ language: 'ru', bundles: [shared], namespaces: { coupon: async () => couponTexts } });
    await i18n.loadNamespaces('coupon');
    expect(i18n.getFixedT('ru', 'coupon')('main_error')).toBe('Ошибка');
  });

  it('switching language keeps a loaded namespace translated', async () => {
    const i18n = createI18n({ language: 'ru', namespaces: { coupon: async () => couponTexts } });
    await i18n.loadNamespaces('coupon');
    await i18n.changeLanguage('en');
    expect(i18n.t('coupon:coupon_title')).toBe('Coupon');
  });

  it('texts at hand (tests, stories) serve a namespace at once, with the same en fallback', () => {
    const i18n = createI18n({ language: 'ru', namespaces: { coupon: couponTexts } });
    expect(i18n.t('coupon:coupon_title')).toBe('Купон');
    expect(i18n.t('coupon:coupon_only_english')).toBe('Only in English');
  });

  it('a namespace whose chunk failed to load is fetched again when i18next retries', async () => {
    vi.useFakeTimers();
    const loader = vi
      .fn<() => Promise<ResourceBundle>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(couponTexts);
    const i18n = createI18n({ language: 'ru', namespaces: { coupon: loader } });

    const loading = i18n.loadNamespaces('coupon');
    await vi.runAllTimersAsync();
    await loading;

    expect(loader).toHaveBeenCalledTimes(2);
    expect(i18n.t('coupon:coupon_title')).toBe('Купон');
  });

  it('refuses a lib namespace that would replace the default one', () => {
    expect(() => createI18n({ namespaces: { translation: async () => couponTexts } })).toThrow(/own namespace/);
  });

  it('[I18N-002] a site language Kickoff has no texts for stays the language and shows en texts', () => {
    const i18n = createI18n({ language: 'kz', bundles: [shared] });
    expect(i18n.language).toBe('kz');
    expect(i18n.t('main_error')).toBe('Error');
  });
});
