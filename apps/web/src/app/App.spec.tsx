import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpApp } from '../testing/app-harness';

const app = setUpApp();
const hrefOf = (router: ReturnType<typeof app.renderAt>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the site', () => {
  it('[SR-003] / lands on /ru/: the home page in layout main, with the header and footer apps/web fills', async () => {
    const { router } = app.renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ставки на спорт и казино' })).toBeInTheDocument();
    expect(hrefOf(router)).toBe('/ru/');
    expect(screen.getByRole('banner')).toHaveTextContent('Kickoff');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Играйте ответственно');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('[SR-003] the language a path without {lng} gets comes from the lng cookie', async () => {
    const { router } = app.renderAt('/live?sport=1', { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live' })).toBeInTheDocument();
    expect(hrefOf(router)).toBe('/en/live?sport=1');
  });

  it('[SR-002] switching language keeps the page, changes its texts and <html lang>, and is remembered in the lng cookie', async () => {
    const { router, cookies } = app.renderAt('/ru/');
    await screen.findByRole('heading', { level: 1, name: 'Ставки на спорт и казино' });
    await userEvent.click(screen.getByRole('link', { name: 'EN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports betting and casino' })).toBeInTheDocument();
    expect(hrefOf(router)).toBe('/en/');
    expect(document.documentElement.lang).toBe('en');
    expect(cookies.get('lng')).toBe('en');
  });

  it('[SR-006] an unknown path shows the not-found page in the language of its URL', async () => {
    app.renderAt('/en/no-such-page');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });

  it('the header links go to the sections in the current language', async () => {
    const { router } = app.renderAt('/en/');
    await screen.findByRole('heading', { level: 1, name: 'Sports betting and casino' });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Live' }));
    // The live section is the sport remote's page (its own heading).
    expect(await screen.findByRole('heading', { level: 1, name: 'Live' })).toBeInTheDocument();
    expect(hrefOf(router)).toBe('/en/live');
  });
});
