import { memoryStorage } from '@kickoff/runtime';
import { TestSiteProviders } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { couponResources } from '../i18n/resources';
import { aBet } from '../testing/bets';
import { createCouponSite } from '../testing/coupon-site';
import { couponActions } from '../state/coupon-slice';
import { CouponNotSavedNotice } from './CouponNotSavedNotice';

const ru = { ...couponResources.ru, ...uiResources.ru };

describe('the coupon-not-saved notice', () => {
  it('[issue 12.3] tells the player once, in a toast, that the coupon cannot be saved: after dismissing it, later lost writes say nothing', async () => {
    const site = createCouponSite({ storage: memoryStorage({}, { quota: 50 }), bundles: [uiResources] });
    await site.restored();
    render(
      <TestSiteProviders site={site}>
        <CouponNotSavedNotice />
      </TestSiteProviders>,
    );
    expect(screen.queryByText(ru.coupon_not_saved_title)).toBeNull();
    await act(async () => {
      site.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'm1' }), addedAt: 1 }));
      await site.persistor.flush();
    });
    const region = screen.getByRole('region', { name: ru.ui_notifications });
    expect(region).toHaveTextContent(ru.coupon_not_saved_text);
    fireEvent.click(screen.getByRole('button', { name: ru.ui_dismiss_notification }));
    expect(screen.queryByText(ru.coupon_not_saved_title)).toBeNull();
    await act(async () => {
      site.store.dispatch(couponActions.betAdded({ bet: aBet({ id: 'm2' }), addedAt: 2 }));
      await site.persistor.flush();
    });
    expect(screen.queryByText(ru.coupon_not_saved_title)).toBeNull();
    expect(site.warnings().filter((warning) => warning.startsWith('coupon: not saved'))).toHaveLength(2);
  });
});
