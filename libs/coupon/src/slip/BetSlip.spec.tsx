import { TestSiteProviders, createTexts } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { CHANGE_COEF_ACTION } from '../domain/change-coef-action';
import { COEF_VIEW, formatCoef } from '@kickoff/contracts';
import { couponResources } from '../i18n/resources';
import { placementResources } from '../placement/placement-resources';
import { couponSettingsActions } from '../state/coupon-settings-slice';
import { couponActions } from '../state/coupon-slice';
import { selectBets, selectCoupon, selectPossibleWin } from '../state/selectors';
import { controlledPlacement } from '../testing/controlled-placement';
import type { CouponPlayerSite } from '../testing/coupon-site';
import { BetRowProfiler } from './BetList';
import { BetSlip } from './BetSlip';
import { formatMoney } from './money';
import { slipResources } from './slip-resources';
import { createSlipSite, fillSlip, moveCoef } from './testing/slip-site';

const { textOf } = createTexts([uiResources, couponResources, placementResources, slipResources]);
const en = (key: string, values?: Record<string, string | number>) => textOf(key, 'en', values);
/** A text as toHaveTextContent reads the page: Intl's no-break spaces folded into spaces. */
const folded = (text: string) => text.replace(/\s+/g, ' ');

function renderSlip(site: CouponPlayerSite, onRowRender?: ProfilerOnRenderCallback) {
  return render(
    <TestSiteProviders site={site}>
      <BetRowProfiler.Provider value={onRowRender ?? null}>
        <BetSlip />
      </BetRowProfiler.Provider>
    </TestSiteProviders>,
  );
}

const slip = () => screen.getByRole('region', { name: en('coupon_slip_title') });
const rowOf = (marketId: string) => document.querySelector(`[data-market-id="${marketId}"]`) as HTMLElement;

describe('the bet slip', () => {
  it("[issue 14] is a region named by its title listing each bet: game, market, coefficient in the player's odds format", async () => {
    const site = createSlipSite({ language: 'en' });
    const [marketId] = await fillSlip(site);
    renderSlip(site);
    const bet = selectBets(site.store.getState())[0];
    const row = within(slip()).getByRole('listitem');
    expect(row).toHaveTextContent(bet?.market.name ?? '?');
    expect(row).toHaveTextContent(bet?.game.opponents.map((opponent) => opponent.nameEng).join(' — ') ?? '?');
    expect(row).toHaveTextContent(formatCoef(bet?.market.coef ?? 0, COEF_VIEW.decimal));
    act(() => void site.store.dispatch(couponActions.coefViewChanged(COEF_VIEW.american)));
    expect(rowOf(marketId as string)).toHaveTextContent(formatCoef(bet?.market.coef ?? 0, COEF_VIEW.american));
  });

  it('[issue 14] a coefficient change re-renders only the row of that bet', async () => {
    const site = createSlipSite({ language: 'en' });
    const ids = await fillSlip(site, { count: 5 });
    const renders = new Map<string, number>();
    renderSlip(site, (id) => renders.set(id, (renders.get(id) ?? 0) + 1));
    renders.clear();
    const moved = ids[2] as string;
    const before = selectBets(site.store.getState()).find((bet) => bet.market.id === moved)?.market.coef ?? 0;
    act(() => moveCoef(site, moved, before + 0.25));
    expect([...renders.keys()]).toEqual([moved]);
    expect(
      within(rowOf(moved)).getByText(
        en('coupon_slip_odds_up', { from: formatCoef(before, 0), to: formatCoef(before + 0.25, 0) }),
      ),
    ).toBeInTheDocument();
  });

  it('[issue 14] offers only the coupon types the bets allow', async () => {
    const site = createSlipSite({ language: 'en' });
    await fillSlip(site, { count: 1 });
    renderSlip(site);
    expect(screen.queryByRole('group', { name: en('coupon_slip_type') })).toBeNull();
    const picks = await site.lineMarkets({ count: 3 });
    await act(() => site.addBets(picks.slice(1)));
    const types = within(screen.getByRole('group', { name: en('coupon_slip_type') })).getAllByRole('radio');
    expect(types.map((radio) => radio.parentElement?.textContent)).toEqual(
      ['coupon_slip_type_1', 'coupon_slip_type_4', 'coupon_slip_type_2', 'coupon_slip_type_9'].map((key) => en(key)),
    );
    expect(screen.getByRole('radio', { name: en('coupon_slip_type_1') })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: en('coupon_slip_type_4') }));
    expect(screen.getByRole('combobox', { name: en('coupon_slip_system_value') })).toHaveDisplayValue(
      en('coupon_slip_system_option', { value: 2, count: 3, combo: 3 }),
    );
  });

  it("[CPN-034] [CPN-035] starts the stake at the currency's initial amount and steps it by the currency's step", async () => {
    const site = createSlipSite({ language: 'en' });
    await fillSlip(site);
    renderSlip(site);
    const stake = screen.getByRole('textbox', { name: en('coupon_slip_stake') });
    expect(stake).toHaveValue('150');
    await userEvent.click(
      screen.getByRole('button', { name: en('coupon_slip_stake_more', { step: formatMoney(100, 'RUB', 'en') }) }),
    );
    expect(selectCoupon(site.store.getState()).amount).toBe(250);
    await userEvent.clear(stake);
    await userEvent.type(stake, '0,5');
    expect(selectCoupon(site.store.getState()).amount).toBe(0.5);
  });

  it("[CPN-036] shows the engine's possible win exact to the cent", async () => {
    const site = createSlipSite({ language: 'en' });
    const [marketId] = await fillSlip(site, { amount: 0.5 });
    act(() => moveCoef(site, marketId as string, 2.01));
    renderSlip(site);
    // 0.50 × 2.01 = 1.005: half up to 1.01, where a float would show 1.00
    expect(selectPossibleWin(site.store.getState())).toBe(1.01);
    expect(screen.getByTestId('possible-win')).toHaveTextContent(formatMoney(1.01, 'RUB', 'en').replace(/\s+/g, ' '));
  });

  it('[CPN-009] under "confirm" a moved coefficient turns the place button into "accept changes" until accepted', async () => {
    const site = createSlipSite({ language: 'en' });
    const [marketId] = await fillSlip(site, { amount: 100 });
    site.store.dispatch(couponSettingsActions.changeCoefActionChanged(CHANGE_COEF_ACTION.confirm));
    renderSlip(site);
    const before = selectBets(site.store.getState())[0]?.market.coef ?? 0;
    act(() => moveCoef(site, marketId as string, before - 0.1));
    expect(within(rowOf(marketId as string)).getByText(en('coupon_slip_changed'))).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      en('coupon_slip_announce_changes', { count: 1 }),
    );
    expect(screen.queryByRole('button', { name: new RegExp(en('coupon_slip_place')) })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en('coupon_slip_accept_changes') }));
    expect(screen.getByRole('button', { name: new RegExp(en('coupon_slip_place')) })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('[issue 14] placing: busy and inputs locked; placed: the coupon number, possible win and print link', async () => {
    const platform = controlledPlacement();
    const site = createSlipSite({ language: 'en', mock: platform.mock });
    await fillSlip(site, { amount: 100 });
    renderSlip(site);
    const win = selectPossibleWin(site.store.getState());
    platform.hold();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(en('coupon_slip_place')) }));
    await waitFor(() => expect(slip()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: en('coupon_slip_placing') })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox', { name: en('coupon_slip_stake') })).toBeDisabled();
    await waitFor(() => expect(platform.heldCount()).toBe(1));
    act(() => platform.release());
    const confirmation = await screen.findByText(en('coupon_slip_placed_title'));
    const [coupon] = site.coupons();
    const box = confirmation.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent(en('coupon_slip_placed_coupon', { id: coupon?.couponId ?? '?' }));
    expect(box).toHaveTextContent(folded(`${en('coupon_slip_possible_win')}: ${formatMoney(win, 'RUB', 'en')}`));
    expect(
      within(box).getByRole('link', { name: en('coupon_slip_print', { id: coupon?.couponId ?? '?' }) }),
    ).toHaveAttribute('href', `/en/print-coupon/${coupon?.couponId}`);
    expect(confirmation).toHaveFocus();
  });

  it('[issue 14] refused: the text for the code, the bet that caused it marked, every bet and stake kept', async () => {
    const site = createSlipSite({ language: 'en' });
    const [open, suspended] = (await fillSlip(site, { count: 2, amount: 100 })) as [string, string];
    renderSlip(site);
    site.mock.patchState({ markets: { [suspended]: { isBlocked: true } } });
    await userEvent.click(screen.getByRole('button', { name: new RegExp(en('coupon_slip_place')) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en('coupon_refusal_bet_blocked'));
    expect(within(rowOf(suspended)).getByText(en('coupon_slip_culprit'))).toBeInTheDocument();
    expect(within(rowOf(open)).queryByText(en('coupon_slip_culprit'))).toBeNull();
    expect(screen.getByRole('textbox', { name: en('coupon_slip_stake') })).toHaveValue('100');
  });

  it('[issue 14] failed: the message and a retry that places the same attempt', async () => {
    const platform = controlledPlacement();
    const site = createSlipSite({ language: 'en', mock: platform.mock });
    await fillSlip(site, { amount: 100 });
    renderSlip(site);
    platform.failNext(1);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(en('coupon_slip_place')) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en('coupon_failure_server'));
    await userEvent.click(screen.getByRole('button', { name: en('coupon_slip_retry') }));
    expect(await screen.findByText(en('coupon_slip_placed_title'))).toBeInTheDocument();
    const refIds = site.mock.requests('couponPlace').map((request) => (request.body as { refId: string }).refId);
    expect(new Set(refIds).size).toBe(1);
    expect(site.coupons()).toHaveLength(1);
  });

  it('[CPN-037] offers the VIP bet only where it is available: a line bet yes, multiple singles no', async () => {
    const site = createSlipSite({ language: 'en' });
    await fillSlip(site, { count: 2, amount: 100 });
    renderSlip(site);
    // available once the platform's limits give the coupon a finite maximum
    await userEvent.click(await screen.findByRole('checkbox', { name: en('coupon_slip_vip') }));
    expect(selectCoupon(site.store.getState()).isVipBet).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: en('coupon_slip_type_9') }));
    expect(screen.queryByRole('checkbox', { name: en('coupon_slip_vip') })).toBeNull();
  });

  it('[issue 14] the aside collapses to its title and count (the hide_right display state), its switch saying which', async () => {
    const site = createSlipSite({ language: 'en' });
    await fillSlip(site, { count: 2 });
    const { rerender } = render(
      <TestSiteProviders site={site}>
        <BetSlip collapse={{ isCollapsed: true, onToggle: () => undefined }} />
      </TestSiteProviders>,
    );
    expect(screen.getByRole('button', { name: en('coupon_slip_expand') })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: en('coupon_slip_bets') })).toBeNull();
    expect(slip()).toHaveTextContent(en('coupon_slip_count', { count: 2 }));
    rerender(
      <TestSiteProviders site={site}>
        <BetSlip collapse={{ isCollapsed: false, onToggle: () => undefined }} />
      </TestSiteProviders>,
    );
    expect(screen.getByRole('button', { name: en('coupon_slip_collapse') })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: en('coupon_slip_bets') })).toBeVisible();
  });

  it('[LIM-033] a self-excluded player cannot place and is told why', async () => {
    const site = createSlipSite({ language: 'en' });
    await fillSlip(site, { login: 'excluded', amount: 100 });
    renderSlip(site);
    const reasons = await screen.findByRole('list', { name: en('coupon_slip_blockers') });
    expect(reasons.textContent).toMatch(new RegExp(`^${en('coupon_blocker_selfExcluded')}`));
    expect(screen.getByRole('button', { name: new RegExp(en('coupon_slip_place')) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('[issue 14] an anonymous visitor keeps a pressable button that asks to sign in, even with a bet to fix', async () => {
    const site = createSlipSite({ language: 'en' });
    const [, suspended] = await fillSlip(site, { login: null, count: 2, amount: 100 });
    renderSlip(site);
    act(() =>
      moveCoef(site, suspended as string, selectBets(site.store.getState())[1]?.market.coef ?? 2, { isBlocked: true }),
    );
    expect(screen.getByRole('list', { name: en('coupon_slip_blockers') })).toHaveTextContent(
      en('coupon_blocker_betsLocked'),
    );
    expect(screen.queryByRole('button', { name: new RegExp(en('coupon_slip_place')) })).toBeNull();
    const place = screen.getByRole('button', { name: en('coupon_slip_sign_in_to_bet') });
    expect(place).not.toHaveAttribute('aria-disabled');
    await userEvent.click(place);
    await waitFor(() => expect(site.loginAskedFrom).toHaveLength(1));
    expect(site.mock.requests('couponPlace')).toEqual([]);
  });
});
