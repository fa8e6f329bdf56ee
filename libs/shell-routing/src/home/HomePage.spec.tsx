import { TestSiteFrame } from '@kickoff/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import HomePage from '../pages/HomePage';
import { prepareHome } from '../server/prepare-home';
import { homeGamesArgs } from './home-answers';
import { homeGamesApi } from './home-games-api';
import { type HomeSite, createHomeSite } from './testing/home-site';

async function showHome(site: HomeSite) {
  await site.featuresReady();
  render(
    <TestSiteFrame site={site}>
      <HomePage />
    </TestSiteFrame>,
  );
  const { t } = site.i18n;
  const live = screen.getByRole('region', { name: t('shell_home_live_title') });
  await within(live).findAllByRole('button', { name: new RegExp(`^${t('shell_home_outcome_1')} `) });
  return { t, live };
}

describe('HomePage', () => {
  it('[issue 29] live now: games in play with their minute, score and the match result odds, in Russian', async () => {
    const site = createHomeSite({ language: 'ru' });
    const { t, live } = await showHome(site);
    const games = within(live).getAllByRole('listitem');
    expect(games.length).toBeGreaterThan(0);
    expect(games.length).toBeLessThanOrEqual(6);
    for (const game of games) {
      expect(within(game).getByText(t('ui_event_live'))).toBeVisible();
      expect(game.textContent).toMatch(/\d+′/);
      expect(within(game).getByText(/^Счёт \d+:\d+$/)).toBeInTheDocument();
      expect(within(game).getAllByRole('button', { name: /^(П1|Х|П2) / }).length).toBeGreaterThanOrEqual(2);
    }
    const upcoming = screen.getByRole('region', { name: t('shell_home_upcoming_title') });
    expect(within(upcoming).getAllByRole('listitem').length).toBe(8);
    expect(within(upcoming).getAllByRole('time').length).toBe(8);
  });

  it('[issue 29] an odds button adds its bet and shows it chosen; pressing it again removes the bet', async () => {
    const site = createHomeSite({ language: 'en' });
    const { live } = await showHome(site);
    const [odds] = within(live).getAllByRole('button', { name: /^1 / });
    if (!odds) throw new Error('no odds on the live list');
    expect(odds).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(odds);
    expect(odds).toHaveAttribute('aria-pressed', 'true');
    expect(site.coupon.read().marketIds).toHaveLength(1);
    await userEvent.click(odds);
    expect(odds).toHaveAttribute('aria-pressed', 'false');
    expect(site.coupon.read().marketIds).toEqual([]);
  });

  it('[issue 29] a line that cannot be read shows why, with a retry, never a blank area', async () => {
    const site = createHomeSite({
      language: 'en',
      refuse: (request) => new URL(request.url).pathname.endsWith('/line/games'),
    });
    await site.featuresReady();
    render(
      <TestSiteFrame site={site}>
        <HomePage />
      </TestSiteFrame>,
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert).toHaveTextContent('The matches could not be loaded.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    }
  });

  it('[issue 29] the server puts the home page’s games in its first answer, and nothing for another page', async () => {
    const site = createHomeSite({ language: 'en' });
    await site.featuresReady();
    const page = (name: string) => ({
      ctx: site.ctx,
      url: new URL('http://localhost/en/'),
      page: { name } as never,
      status: 200,
      document: async () => null,
    });
    const games = () =>
      homeGamesApi.endpoints.shellHomeGames.select(homeGamesArgs('live', 'en'))(site.store.getState());
    await prepareHome(page('casino'));
    expect(games().data).toBeUndefined();
    await prepareHome(page('home'));
    expect(games().data?.length).toBeGreaterThan(0);
  });
});
