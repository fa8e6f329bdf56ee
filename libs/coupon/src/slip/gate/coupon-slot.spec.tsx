import { followLanguage, specResources } from '@kickoff/i18n';
import { sessionFeature } from '@kickoff/session';
import { createSiteRouter, shellFeature } from '@kickoff/shell-routing';
import { createTestStore, sessionFormsStandIn, TEST_ORIGIN, TestSiteProviders } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyCouponFeature } from '../../feature/lazy-coupon-feature';
import { addBetByMarket } from '../../state/add-bet-by-market';

const undo: (() => void)[] = [];
afterEach(() => undo.splice(0).forEach((step) => step()));

/** The coupon as the site installs it (its lazy feature: the slot parts, the chunk after the start) in the shell's layout. */
function openSite(path: string) {
  const site = createTestStore({
    features: [shellFeature, sessionFeature, sessionFormsStandIn().feature, lazyCouponFeature],
    href: `${TEST_ORIGIN}${path}`,
    bundles: [uiResources, specResources],
    document,
  });
  undo.push(followLanguage(site.i18n, site.adapters.cookies, document.documentElement), site.uninstall);
  const router = createSiteRouter(site.ctx, {
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  undo.push(() => router.dispose());
  render(
    <TestSiteProviders site={site}>
      <RouterProvider router={router} />
    </TestSiteProviders>,
  );
  return { site, router };
}

type Site = ReturnType<typeof openSite>;

/**
 * A player picks odds on the line: the first open market of the mock's line goes into the coupon, through the coupon's
 * own `addBetByMarket` (what its bridge runs), which exists once the coupon's chunk is installed after the start.
 */
async function pickOdds({ site }: Site) {
  await site.featuresReady();
  const answer = await site.fetch(`${TEST_ORIGIN}/web-api/line/games?section=line&lng=ru`);
  const { games } = (await answer.json()) as { games: { id: number; markets: { id: string; isBlocked: boolean }[] }[] };
  const game = games.find((candidate) => candidate.markets.some((market) => !market.isBlocked));
  const market = game?.markets.find((candidate) => !candidate.isBlocked);
  if (!game || !market) throw new Error('the line has no open market');
  await act(() =>
    site.store.dispatch(
      addBetByMarket({ gameId: game.id, marketId: market.id }, { language: 'ru', clock: site.adapters.clock }),
    ),
  );
}

// the quick coupon's bar opens its sheet as a dialog; the bottom bar's bet slip item (named alike) is navigation
const quickCoupon = () =>
  screen.queryAllByRole('button', { name: /^Купон/, expanded: false }).find((button) => !button.closest('nav')) ?? null;
const betList = () => screen.queryByRole('list', { name: 'Ставки купона' });

describe('the coupon slot', () => {
  it("[issue 14] the slip's chunk loads on first need: the empty placeholder until a bet is added, then the slip", async () => {
    const opened = openSite('/ru/');
    await screen.findByRole('heading', { level: 1, name: 'Ставки на спорт и казино' });
    expect(screen.getByRole('region', { name: 'Купон' })).toHaveTextContent('Купон пуст');
    expect(betList()).toBeNull();
    await pickOdds(opened);
    expect(await screen.findByRole('list', { name: 'Ставки купона' })).toBeInTheDocument();
  });

  it('[CPN-046] the quick coupon shows on pages that allow it and is hidden on routes whose meta hides it', async () => {
    const opened = openSite('/ru/');
    await screen.findByRole('heading', { level: 1, name: 'Ставки на спорт и казино' });
    await pickOdds(opened);
    await waitFor(() => expect(quickCoupon()).toBeInTheDocument());
    // information pages carry `hideQuickCoupon` in their route meta
    await act(() => opened.router.navigate('/ru/information/contacts'));
    await waitFor(() => expect(opened.router.state.location.pathname).toBe('/ru/information/contacts'));
    await waitFor(() => expect(quickCoupon()).toBeNull());
    // the desktop slip is not the quick coupon: it stays
    expect(betList()).toBeInTheDocument();
    await act(() => opened.router.navigate('/ru/'));
    await waitFor(() => expect(quickCoupon()).toBeInTheDocument());
  });

  it('the bottom bar’s bet slip item counts the bets and opens the slip’s sheet, empty or not, on any page', async () => {
    const opened = openSite('/ru/information/contacts');
    const bar = await screen.findByRole('navigation', { name: 'Разделы' });
    // no bet yet, on a page whose route hides the quick coupon: the item still opens the (empty) slip
    await userEvent.click(within(bar).getByRole('button', { name: 'Купон' }));
    const sheet = await screen.findByRole('dialog', { name: 'Купон' });
    expect(within(sheet).getByText('Купон пуст')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Купон', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Купон' })).toBeNull());
    await pickOdds(opened);
    expect(await within(bar).findByRole('button', { name: 'Купон 1' })).toHaveAttribute('aria-expanded', 'false');
  });
});
