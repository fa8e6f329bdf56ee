import fc from 'fast-check';
import { TestSiteProviders, createTexts } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amountFieldText, currencyMinorUnits, fitsMinorUnits, readAmount } from '../domain/money-input';
import { placementResources } from '../placement/placement-resources';
import { couponActions } from '../state/coupon-slice';
import { selectCoupon, selectCouponPayloads } from '../state/selectors';
import type { CouponPlayerSite } from '../testing/coupon-site';
import { BetSlip } from './BetSlip';
import { formatMoney } from './money';
import { slipResources } from './slip-resources';
import { createSlipSite, fillSlip } from './testing/slip-site';

const RUNS = 300;
const UI_RUNS = 60;
const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));

const { textOf } = createTexts([uiResources, placementResources, slipResources]);
const en = (key: string) => textOf(key, 'en');

/** Money as the button shows it, read back as a number (grouping and the currency sign dropped). */
function shownAmount(text: string, language: 'en' | 'ru'): number {
  const plain = text.replace(/[^\d.,]/g, '');
  return Number(language === 'ru' ? plain.replace(/\./g, '').replace(',', '.') : plain.replace(/,/g, ''));
}

const CURRENCIES = ['RUB', 'USD', 'JPY', 'KWD'] as const;
/** What players type: amounts, near-amounts, and the inputs of issue 28 that once placed the previous stake. */
const typed = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^\d{1,9}$/), fc.constantFrom('', '.', ','), fc.stringMatching(/^\d{0,4}$/))
    .map(([whole, mark, fraction]) => `${whole}${mark}${mark ? fraction : ''}`),
  fc.string({
    unit: fc.constantFrom(...'0123456789.,-+eE \u00a0abx１١٢'.split('')),
    maxLength: 10,
  }),
  fc.constantFrom('1e3', '+100', '100abc', '--5', '.5', '１００', '١٢', '10.005', '1,000', '300', '100,5'),
);

function renderSlip(site: CouponPlayerSite) {
  render(
    <TestSiteProviders site={site}>
      <BetSlip />
    </TestSiteProviders>,
  );
}

describe('the stake a player types (property)', () => {
  it(`[issue 28] fuzz (${RUNS} runs, seed printed): an accepted amount fits the currency and the button shows exactly it`, () => {
    console.info(`stake-input fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    fc.assert(
      fc.property(
        typed,
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom('en' as const, 'ru' as const),
        (text, iso, language) => {
          const reading = readAmount(text, currencyMinorUnits(iso));
          if (!reading.ok) return;
          expect(fitsMinorUnits(reading.amount, currencyMinorUnits(iso))).toBe(true);
          expect(shownAmount(formatMoney(reading.amount, iso, language), language)).toBe(reading.amount);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });

  // Counterexamples the fuzz found on the code before issue 28 (seed 412373096): fixed cases from now on.
  it('[issue 28] regression: 0.004 KWD is shown as 0.004, not 0.00 (three-decimal currency)', () => {
    const reading = readAmount('0.004', currencyMinorUnits('KWD'));
    expect(reading).toEqual({ ok: true, amount: 0.004 });
    expect(shownAmount(formatMoney(0.004, 'KWD', 'en'), 'en')).toBe(0.004);
  });

  // Found by the slip fuzz (seed 1010598800, counterexample ["１００", "KWD"]): a refused text stayed in the field after
  // the stake was set from elsewhere, so the field said one thing while the button placed 300.
  it('[issue 28] regression: a refused text gives way to a stake set from elsewhere; the field shows what the button places', async () => {
    const site = createSlipSite({ language: 'en' });
    await fillSlip(site, { amount: 300 });
    renderSlip(site);
    const field = () => screen.getByRole('textbox', { name: en('coupon_slip_stake') });
    const button = () => screen.getByRole('button', { name: new RegExp(en('coupon_slip_place')) });
    act(() => void fireEvent.change(field(), { target: { value: '１００' } }));
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(field()).toHaveValue('１００');
    act(() => void site.store.dispatch(couponActions.amountChanged(300)));
    expect(field()).toHaveValue(
      amountFieldText(300, currencyMinorUnits(selectCoupon(site.store.getState()).currencyIso)),
    );
    expect(button()).not.toHaveAttribute('aria-disabled', 'true');
    expect(shownAmount(button().querySelector('span')?.textContent ?? '', 'en')).toBe(300);
    act(() => void fireEvent.change(field(), { target: { value: '１００' } }));
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(selectCoupon(site.store.getState()).amount).toBe(0);
  });

  it(`[issue 28] fuzz (${UI_RUNS} runs, seed printed): in the real slip a refused text disables the place button with its reason, an accepted one is sent as shown`, async () => {
    console.info(`stake-input slip fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    const site = createSlipSite({ language: 'en' });
    await fillSlip(site, { amount: 300 });
    renderSlip(site);
    const { accountId, accountType } = selectCoupon(site.store.getState());
    const field = () => screen.getByRole('textbox', { name: en('coupon_slip_stake') });
    const button = () => screen.getByRole('button', { name: new RegExp(en('coupon_slip_place')) });
    await fc.assert(
      fc.asyncProperty(typed, fc.constantFrom(...CURRENCIES), async (text, iso) => {
        act(() => {
          site.store.dispatch(
            couponActions.activeAccountChanged({
              accountId: accountId ?? 0,
              accountType: accountType ?? 0,
              currencyIso: iso,
            }),
          );
          site.store.dispatch(couponActions.amountChanged(300));
        });
        act(() => void fireEvent.change(field(), { target: { value: text } }));
        const reading = readAmount(text, currencyMinorUnits(iso));
        const state = site.store.getState();
        if (!reading.ok || reading.amount === 0) {
          expect(button()).toHaveAttribute('aria-disabled', 'true');
          expect(selectCoupon(state).amount).toBe(0);
          if (!reading.ok)
            expect(
              within(field().closest('div')?.parentElement as HTMLElement).getByText(/\S/, {
                selector: '[data-refusal]',
              }),
            ).toHaveAttribute('data-refusal', reading.reason);
          return;
        }
        const [payload] = selectCouponPayloads(state, { userId: 1001, refId: 'x' });
        const shown = button().querySelector('span')?.textContent ?? '';
        expect(shownAmount(shown, 'en')).toBe(reading.amount);
        expect(payload?.amount).toBe(reading.amount);
      }),
      { numRuns: UI_RUNS, seed: SEED },
    );
  });
});
