import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withI18n } from '../testing/with-i18n';
import { SportsMenu, type SportsMenuSport } from './SportsMenu';

const SPORTS: SportsMenuSport[] = [
  {
    id: 1,
    name: 'Football',
    href: '/en/line/1',
    eventCount: 120,
    liveCount: 8,
    champs: [
      { id: 11, name: 'Premier League', href: '/en/line/1/11', eventCount: 40, current: true },
      { id: 12, name: 'La Liga', href: '/en/line/1/12', eventCount: 30 },
    ],
  },
  {
    id: 4,
    name: 'Tennis',
    href: '/en/line/4',
    eventCount: 35,
    champs: [{ id: 41, name: 'ATP Vienna', href: '/en/line/4/41', eventCount: 12 }],
  },
];

describe('SportsMenu', () => {
  it('names each sport with its event and live counts, and marks the page on screen', () => {
    render(withI18n(<SportsMenu label="Sports" sports={SPORTS} />));
    const nav = screen.getByRole('navigation', { name: 'Sports' });
    expect(within(nav).getByRole('link', { name: 'Football live: 8 events: 120' })).toHaveAttribute(
      'href',
      '/en/line/1',
    );
    expect(within(nav).getByRole('link', { name: 'Premier League events: 40' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Tennis events: 35' })).not.toHaveAttribute('aria-current');
  });

  it('opens the current sport’s championships and toggles the others', async () => {
    const user = userEvent.setup();
    render(withI18n(<SportsMenu label="Sports" sports={SPORTS} />));
    const football = screen.getByRole('button', { name: 'Championships: Football' });
    const tennis = screen.getByRole('button', { name: 'Championships: Tennis' });
    expect(football).toHaveAttribute('aria-expanded', 'true');
    expect(tennis).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /ATP Vienna/ })).toBeNull();
    await user.click(tennis);
    expect(tennis).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(tennis.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('link', { name: 'ATP Vienna events: 12' }),
    );
    await user.click(football);
    expect(screen.queryByRole('link', { name: /Premier League/ })).toBeNull();
  });

  it('in compact mode shows the icons alone, each link still named by its sport and counts', () => {
    render(withI18n(<SportsMenu label="Sports" sports={SPORTS} compact />));
    const football = screen.getByRole('link', { name: 'Football live: 8 events: 120' });
    expect(football).toHaveAttribute('title', 'Football: events: 120');
    expect(football.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: /Premier League/ })).toBeNull();
  });
});
