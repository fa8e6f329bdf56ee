import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';

function CouponTitle() {
  const { t } = useTranslation('coupon');
  return <h2>{t('coupon_title')}</h2>;
}

describe('lazy namespaces in React', () => {
  it('useTranslation(ns) loads the namespace, suspending until its texts are there', async () => {
    const loader = vi.fn(async () => ({ ru: { coupon_title: 'Купон' }, en: { coupon_title: 'Coupon' } }));
    const i18n = createI18n({ language: 'ru', namespaces: { coupon: loader } });

    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>…</p>}>
          <CouponTitle />
        </Suspense>
      </I18nextProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Купон' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
