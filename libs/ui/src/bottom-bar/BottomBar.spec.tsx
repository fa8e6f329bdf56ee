import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomBar, BottomBarEntry, type BottomBarItem } from './BottomBar';
import { CasinoIcon, HomeIcon, LineIcon, SlipIcon } from './icons';

const items = (count: number, onSlip = vi.fn()): BottomBarItem[] => [
  { id: 'home', label: 'Home', Icon: HomeIcon, href: '/en/' },
  { id: 'line', label: 'Line', Icon: LineIcon, href: '/en/line', current: true },
  { id: 'casino', label: 'Casino', Icon: CasinoIcon, href: '/en/casino' },
  { id: 'slip', label: 'Bet slip', Icon: SlipIcon, onClick: onSlip, count, expanded: false },
];

describe('BottomBar', () => {
  it('is a named navigation whose links show an icon hidden from assistive tech beside their label', () => {
    render(<BottomBar label="Main sections" items={items(0)} />);
    const nav = screen.getByRole('navigation', { name: 'Main sections' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/en/');
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  });

  it('marks the page on screen with aria-current and no other', () => {
    render(<BottomBar label="Main sections" items={items(0)} />);
    expect(screen.getByRole('link', { name: 'Line' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows a count as a badge that is part of the name, and none for 0', async () => {
    const onSlip = vi.fn();
    const { rerender } = render(<BottomBar label="Main sections" items={items(0, onSlip)} />);
    expect(screen.getByRole('button', { name: 'Bet slip' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('bottom-bar-count-slip')).toBeNull();
    rerender(<BottomBar label="Main sections" items={items(3, onSlip)} />);
    expect(screen.getByTestId('bottom-bar-count-slip')).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Bet slip 3' }));
    expect(onSlip).toHaveBeenCalledTimes(1);
  });

  it('renders its links through the given renderer (the router’s link on the site)', () => {
    render(
      <BottomBar
        label="Main sections"
        items={items(0)}
        renderLink={({ children, ...props }) => (
          <a {...props} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('data-router', 'yes');
  });

  it('takes a feature’s own entries after its items, as list items of the same bar', () => {
    const [home, , , slip] = items(2);
    render(
      <BottomBar label="Main sections" items={[home!]}>
        <BottomBarEntry item={slip!} />
      </BottomBar>,
    );
    const entries = within(screen.getByRole('navigation', { name: 'Main sections' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toContainElement(screen.getByRole('button', { name: 'Bet slip 2' }));
  });
});
