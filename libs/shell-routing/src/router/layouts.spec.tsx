import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpShell, shownRoute } from './testing/shell-harness';

const shell = setUpShell();

const layoutShown = () => document.querySelector('[data-layout]')?.getAttribute('data-layout');

describe('layouts by route', () => {
  it('[SR-012] [SR-013] a route without a layout renders in main: header, content, aside, SEO block, footer, notifications, support, bottom navigation', async () => {
    shell.renderAt('/ru/live');
    expect(await shownRoute()).toBe('live');
    expect(layoutShown()).toBe('main');
    expect(screen.getByRole('banner')).toHaveTextContent('Header content');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    for (const text of ['Aside content', 'SEO text', 'Notifications area', 'Bottom nav'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer content');
    expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('[SR-014] the first-bonus casino landing is headless: no header, footer or SEO block', async () => {
    shell.renderAt('/ru/bonus/casino/landing-x');
    expect(await shownRoute()).toBe('casino-bonus-landing');
    expect(layoutShown()).toBe('headless');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByText('SEO text')).toBeNull();
  });

  it('[SR-014] empty, maintenance and blocked layouts are assigned by route', async () => {
    for (const [path, layout] of [
      ['/ru/statisticpopup', 'empty'],
      ['/ru/maintenance', 'maintenance'],
      ['/ru/block', 'blocked'],
    ] as const) {
      const { router } = shell.renderAt(path);
      await shownRoute();
      expect(layoutShown()).toBe(layout);
      expect(screen.queryByRole('banner')).toBeNull();
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('[SR-015] a game page whose meta hides the footer has none; other pages keep it', async () => {
    const { router } = shell.renderAt('/ru/casino/game/42/book-of-ra');
    expect(await shownRoute()).toBe('casino-game');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    router.dispose();
    document.body.innerHTML = '';
    shell.renderAt('/ru/casino');
    expect(await shownRoute()).toBe('casino');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('[SR-016] a private page whose meta hides the SEO block has none; the home page keeps it', async () => {
    const { router } = shell.renderAt('/ru/office/account', { signedIn: true });
    expect(await shownRoute()).toBe('office-account');
    expect(screen.queryByText('SEO text')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    router.dispose();
    document.body.innerHTML = '';
    shell.renderAt('/ru/');
    expect(await screen.findByText('SEO text')).toBeInTheDocument();
  });

  it('[SR-017] registration hides the bottom navigation when the test is on, in either spelling', async () => {
    for (const name of ['hideNavOnRegistration', 'hide-navigation-on-registration', 'hide-nav-on-registration']) {
      shell.mock.patchState({ siteConfig: { tests: { [name]: true } } });
      const { router } = shell.renderAt('/ru/registration');
      expect(await shownRoute()).toBe('registration');
      expect(screen.queryByRole('navigation', { name: 'Bottom navigation' })).toBeNull();
      router.dispose();
      document.body.innerHTML = '';
      shell.mock.reset();
    }
  });

  it('[SR-017] registration keeps the bottom navigation when the test is off', async () => {
    shell.mock.patchState({ siteConfig: { tests: { hideNavOnRegistration: false } } });
    shell.renderAt('/ru/registration');
    expect(await shownRoute()).toBe('registration');
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toBeInTheDocument();
  });

  it('[SR-106] snow falls on the home page when the config enables it, and not when it does not', async () => {
    shell.mock.patchState({ siteConfig: { isSnowEnabled: true } });
    const { router } = shell.renderAt('/ru/');
    await screen.findByRole('heading', { name: 'Test home page' });
    expect(await screen.findByTestId('snow')).toHaveAttribute('aria-hidden', 'true');
    router.dispose();
    document.body.innerHTML = '';
    shell.mock.reset();
    shell.renderAt('/ru/');
    await screen.findByRole('heading', { name: 'Test home page' });
    expect(screen.queryByTestId('snow')).toBeNull();
  });

  it('[SR-107] snow never falls on other pages, even when enabled', async () => {
    shell.mock.patchState({ siteConfig: { isSnowEnabled: true } });
    shell.renderAt('/ru/live');
    expect(await shownRoute()).toBe('live');
    expect(screen.queryByTestId('snow')).toBeNull();
  });
});
