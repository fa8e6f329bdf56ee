import { activeAccountChangeRequested } from '@kickoff/accounts';
import { TestSiteProviders, createTexts } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { couponResources } from '../i18n/resources';
import { placementResources } from '../placement/placement-resources';
import { selectCoupon } from '../state/selectors';
import type { CouponPlayerSite } from '../testing/coupon-site';
import { BetSlip } from './BetSlip';
import { slipResources } from './slip-resources';
import { createSlipSite, fillSlip } from './testing/slip-site';

const { textOf } = createTexts([uiResources, couponResources, placementResources, slipResources]);
const en = (key: string, values?: Record<string, string | number>) => textOf(key, 'en', values);
const USD_ACCOUNT = 10_012;

function renderSlip(site: CouponPlayerSite) {
  render(
    <TestSiteProviders site={site}>
      <BetSlip />
    </TestSiteProviders>,
  );
}
const field = () => screen.getByRole('textbox', { name: en('coupon_slip_stake') });
const placeButton = () => screen.getByRole('button', { name: new RegExp(en('coupon_slip_place')) });
const placements = (site: CouponPlayerSite) => site.mock.requests('couponPlace').length;

describe('the stake field (issue 28)', () => {
  // The inputs of issue 28 point 5 that placed the previous 300 ₽, and the three decimals sent as typed.
  it.each([
    ['1e3', 'format'],
    ['+100', 'format'],
    ['100abc', 'format'],
    ['--5', 'format'],
    ['.5', 'format'],
    ['１００', 'digits'],
    ['١٢', 'digits'],
    ['10.005', 'decimals'],
  ])(
    '[issue 28] after 300, %s is refused with its reason; place stays disabled and nothing is sent',
    async (text, reason) => {
      const site = createSlipSite({ language: 'en' });
      await fillSlip(site, { amount: 300 });
      renderSlip(site);
      act(() => void fireEvent.change(field(), { target: { value: text } }));
      expect(selectCoupon(site.store.getState()).amount).toBe(0);
      expect(field()).toHaveValue(text);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      const shown = within(screen.getByRole('region', { name: en('coupon_slip_title') })).getAllByText(
        en(`coupon_blocker_amountUnreadable_${reason}`, { currency: 'RUB', digits: 2 }),
      );
      expect(shown.length).toBeGreaterThan(0);
      expect(placeButton()).toHaveAttribute('aria-disabled', 'true');
      expect(placeButton()).not.toHaveTextContent('300');
      await userEvent.click(placeButton());
      await site.settled();
      expect(placements(site)).toBe(0);
      act(() => void fireEvent.blur(field()));
      expect(field()).toHaveValue(text);
    },
  );

  it('[issue 28] a readable text after a refused one counts again, exactly as typed', async () => {
    const site = createSlipSite({ language: 'en' });
    await fillSlip(site, { amount: 300 });
    renderSlip(site);
    act(() => void fireEvent.change(field(), { target: { value: '1e3' } }));
    act(() => void fireEvent.change(field(), { target: { value: '100,5' } }));
    expect(selectCoupon(site.store.getState()).amount).toBe(100.5);
    expect(placeButton()).not.toHaveAttribute('aria-disabled');
    expect(placeButton()).toHaveTextContent('100.50');
  });

  it('[issue 28] switching to the USD account clears a 200 ₽ stake and says so; it is never placed as 200 $', async () => {
    const site = createSlipSite({ language: 'en' });
    await fillSlip(site, { amount: 200 });
    renderSlip(site);
    expect(placeButton()).toHaveTextContent('200.00');
    await act(async () => {
      site.store.dispatch(activeAccountChangeRequested({ id: USD_ACCOUNT }));
      await site.settled();
    });
    await waitFor(() => expect(selectCoupon(site.store.getState()).currencyIso).toBe('USD'));
    expect(selectCoupon(site.store.getState()).amount).toBe(0);
    expect(screen.getByText(en('coupon_slip_stake_cleared', { currency: 'USD' }))).toBeInTheDocument();
    expect(placeButton()).not.toHaveTextContent('200');
    expect(placeButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(placeButton());
    await site.settled();
    expect(placements(site)).toBe(0);
    await userEvent.type(field(), '3');
    expect(placeButton()).toHaveTextContent('$3.00');
  });
});
