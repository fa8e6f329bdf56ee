import type { KickoffHostApi } from '@kickoff/remote-apps';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApp } from '../testing/app-harness';

const app = setUpApp();
const host = () => (window as unknown as { KickoffHost: KickoffHostApi }).KickoffHost;
const couponBadge = () => screen.getByRole('status', { name: /Ставок в купоне/ });

async function firstOddsButton() {
  const button = (await screen.findAllByRole('button', { name: /W1/ }))[0] as HTMLElement;
  return { marketId: button.dataset['marketId'] as string, gameId: Number(button.dataset['gameId']) };
}

describe('remote apps in the site', () => {
  it('[RA-001] routes with a remote app render that app: line and live the sport remote, casino the casino remote', async () => {
    for (const [path, appName, route] of [
      ['/ru/live', 'sport', 'live'],
      ['/ru/casino', 'casino', 'casino'],
    ] as const) {
      const { router } = app.renderAt(path);
      const section = await waitFor(() => {
        const found = document.querySelector<HTMLElement>(`[data-remote-app-page="${appName}"]`);
        if (!found) throw new Error(`no ${appName} page yet`);
        return found;
      });
      expect(section.getAttribute('data-route')).toBe(route);
      expect(await within(section).findByRole('heading', { level: 1 })).toBeInTheDocument();
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('the line page renders the sport remote, and a bet added through window.KickoffHost reaches the coupon and fires coupon-updated', async () => {
    app.renderAt('/ru/line');
    expect(await screen.findByRole('heading', { level: 1, name: 'Линия' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Купон (0)')).toBeInTheDocument();
    const updates: { marketIds: string[] }[] = [];
    const onUpdate = (event: Event) => updates.push((event as CustomEvent<{ coupon: { marketIds: string[] } }>).detail.coupon);
    window.addEventListener('kickoff:coupon-updated', onUpdate);
    try {
      const bet = await firstOddsButton();
      expect(await host().addBet(bet)).toEqual({ ok: true });
      await waitFor(() => expect(couponBadge()).toHaveTextContent('Купон (1)'));
      expect(host().getCoupon().marketIds).toEqual([bet.marketId]);
      expect(updates.at(-1)?.marketIds).toEqual([bet.marketId]);
      expect(await host().removeBet(bet.marketId)).toEqual({ ok: true });
      await waitFor(() => expect(couponBadge()).toHaveTextContent('Купон (0)'));
    } finally {
      window.removeEventListener('kickoff:coupon-updated', onUpdate);
    }
  });

  it('a market the line does not have is not added: the remote gets `failed`', async () => {
    app.renderAt('/ru/line');
    const { gameId } = await firstOddsButton();
    expect(await host().addBet({ marketId: 'no-such-market', gameId })).toMatchObject({ ok: false, error: 'failed' });
    expect(couponBadge()).toHaveTextContent('Купон (0)');
  });

  it('the user is anonymous; openLogin and navigate go through the router', async () => {
    const { router } = app.renderAt('/ru/line');
    await firstOddsButton();
    expect(host().getUser()).toEqual({ isAuthenticated: false, userId: null, language: 'ru', currencyIso: null });
    expect(host().openLogin()).toEqual({ ok: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/user/login'));
    expect(host().navigate('/ru/casino')).toEqual({ ok: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'casino: /ru/casino' })).toBeInTheDocument();
    expect(host().navigate('https://evil.example/')).toMatchObject({ ok: false });
  });
});
