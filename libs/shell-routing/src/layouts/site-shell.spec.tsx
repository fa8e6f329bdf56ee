import { specResources } from '@kickoff/i18n';
import { defineFeature } from '@kickoff/store';
import { createTestStore, TEST_ORIGIN, TestSiteProviders } from '@kickoff/testing';
import { BottomBarEntry, SlipIcon, uiResources } from '@kickoff/ui';
import { createSlice } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteRouter } from '../feature/site-router';
import { shellFeature } from '../feature/shell-feature';

/*
 * The shell alone with a feature of the test's own in the slots the shell places (the header, the menu drawer, the
 * bottom bar) and in the sports menu's collapse port: the real features' parts are tested in their libs (the coupon's
 * bottom-bar item in libs/coupon, the theme in the drawer in the e2e), so no feature's tests import another's.
 */
const layoutProbe = createSlice({
  name: 'layoutProbe',
  initialState: { isMenuCollapsed: false },
  reducers: { menuToggled: (state) => void (state.isMenuCollapsed = !state.isMenuCollapsed) },
});

declare module '@kickoff/store' {
  interface LazyLoadedSlices {
    layoutProbe: ReturnType<typeof layoutProbe.getInitialState>;
  }
}

function ProbeSetting() {
  return (
    <label>
      <input type="checkbox" role="switch" /> Probe setting
    </label>
  );
}

function ProbeBarEntry() {
  const [open, setOpen] = useState(false);
  return (
    <BottomBarEntry
      item={{
        id: 'probe',
        label: 'Probe slip',
        Icon: SlipIcon,
        count: 2,
        expanded: open,
        onClick: () => setOpen(true),
      }}
    />
  );
}

const probeFeature = (isMenuCollapsed: boolean) =>
  defineFeature({
    name: 'layout-probe',
    slices: [layoutProbe],
    slots: {
      header: [{ id: 'probe-balance', Component: () => <span>Probe balance</span> }],
      menu: [{ id: 'probe-setting', Component: ProbeSetting }],
      bottomBar: [{ id: 'probe-slip', Component: ProbeBarEntry }],
    },
    register(ctx) {
      if (isMenuCollapsed) ctx.store.dispatch(layoutProbe.actions.menuToggled());
      ctx.ports.provide('shell.sportsMenuCollapse', {
        selectIsCollapsed: (state) => state.layoutProbe?.isMenuCollapsed ?? false,
        toggled: layoutProbe.actions.menuToggled,
      });
    },
  });

const undo: (() => void)[] = [];
afterEach(() => undo.splice(0).forEach((step) => step()));

/** The shell and the probe on a page, in the site's real router and layout. */
function openSite(path: string, { isMenuCollapsed = false } = {}) {
  const site = createTestStore({
    features: [shellFeature, probeFeature(isMenuCollapsed)],
    href: `${TEST_ORIGIN}${path}`,
    bundles: [uiResources, specResources],
    document,
  });
  undo.push(site.uninstall);
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

describe('the shell’s header, menu drawer and bottom bar', () => {
  it('[SR-013] the header is the logo, the header parts and the menu button; the menu slot’s settings are the drawer’s', async () => {
    openSite('/en/line');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Kickoff' })).toHaveAttribute('href', '/en/');
    expect(within(header).getByText('Probe balance')).toBeInTheDocument();
    const menuButton = within(header).getByRole('button', { name: 'Menu' });
    expect(within(header).queryByRole('switch')).toBeNull();

    await userEvent.click(menuButton);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const sections = within(menu).getByRole('navigation', { name: 'Main navigation' });
    expect(within(sections).getByRole('link', { name: 'Line' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    expect(within(menu).getByRole('region', { name: 'Settings' })).toContainElement(
      within(menu).getByRole('switch', { name: 'Probe setting' }),
    );
    expect(within(menu).getByRole('link', { name: 'All settings' })).toHaveAttribute('href', '/en/office/settings');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it('the bottom bar marks the page on screen, follows a navigation and shows the bottomBar slot’s items after its own', async () => {
    const { router } = openSite('/ru/');
    const bar = await screen.findByRole('navigation', { name: 'Разделы' });
    expect(within(bar).getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getAllByRole('listitem').at(-1)).toContainElement(
      within(bar).getByRole('button', { name: 'Probe slip 2' }),
    );
    await userEvent.click(within(bar).getByRole('link', { name: 'Казино' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/casino'));
    // the page the router resolved renders its layout anew: read the bar it shows now
    const casinoBar = await screen.findByRole('navigation', { name: 'Разделы' });
    await waitFor(() =>
      expect(within(casinoBar).getByRole('link', { name: 'Казино' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(casinoBar).getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
  });

  it('the sports menu lists the line’s sports with event and live counts; its button collapses it to icons', async () => {
    openSite('/en/line');
    const menu = await screen.findByRole('navigation', { name: 'Sports' });
    const football = await within(menu).findByRole('link', { name: /^Football live: \d+ events: \d+$/ });
    expect(football).toHaveAttribute('href', '/en/line/sport/1');
    expect(football).not.toHaveAttribute('title');
    const collapse = screen.getByRole('button', { name: 'Collapse the sports menu' });
    expect(collapse).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(collapse);
    expect(collapse).toHaveAttribute('aria-pressed', 'true');
    // icons only now: the name stays, the visible words go to the tooltip
    expect(within(menu).getByRole('link', { name: /^Football live/ })).toHaveAttribute('title');
  });

  it('a player who left the sports menu collapsed (the port says so at start) meets it collapsed', async () => {
    openSite('/en/line', { isMenuCollapsed: true });
    const collapse = await screen.findByRole('button', { name: 'Collapse the sports menu' });
    expect(collapse).toHaveAttribute('aria-pressed', 'true');
    const menu = screen.getByRole('navigation', { name: 'Sports' });
    expect(await within(menu).findByRole('link', { name: /^Football/ })).toHaveAttribute('title');
  });
});
