import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAIN_LAYOUT_PARTS } from './layout-parts';
import { MainLayout } from './MainLayout';
import { withShellTexts } from './testing/shell-i18n';

const slots = {
  header: <span>Logo and menu</span>,
  aside: <span>Coupon</span>,
  footer: <span>Responsible gaming</span>,
  seo: <p>About betting</p>,
  notifications: <span>Toasts</span>,
  support: <button type="button">Support</button>,
  bottomNavigation: <nav aria-label="Bottom navigation">Tabs</nav>,
};

const initialWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  window.innerWidth = initialWidth;
});

describe('layout main', () => {
  it('[SR-013] renders header, content, aside, SEO block, footer, notifications, support button and, once scrolled, scroll-to-top', async () => {
    render(withShellTexts(<MainLayout slots={slots}>Page content</MainLayout>));
    expect(screen.getByRole('banner')).toHaveTextContent('Logo and menu');
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Responsible gaming');
    for (const text of ['Coupon', 'About betting', 'Toasts']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: window.innerHeight * 2 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    // The button comes from its own chunk the first time it shows.
    expect(await screen.findByRole('button', { name: 'Наверх' })).toBeInTheDocument();
  });

  it('[SR-015] [SR-016] [SR-017] parts switched off are not rendered', () => {
    render(
      withShellTexts(
        <MainLayout
          slots={slots}
          parts={{ ...DEFAULT_MAIN_LAYOUT_PARTS, footer: false, seo: false, bottomNavigation: false }}
        >
          Page
        </MainLayout>,
      ),
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByText('About betting')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Bottom navigation' })).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('[SR-018] tells the breakpoint of the window (ui breakpoints, min-widths)', () => {
    window.innerWidth = 1366;
    render(withShellTexts(<MainLayout slots={slots}>Page</MainLayout>));
    expect(screen.getByRole('main').closest('[data-layout="main"]')).toHaveAttribute('data-breakpoint', 'lg');
  });
});
