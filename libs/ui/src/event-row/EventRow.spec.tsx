import { createI18n } from '@kickoff/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfilerOnRenderCallback } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { uiResources } from '../i18n/resources';
import { OddsButtonProfiler } from '../odds-button/odds-button-profiler';
import { withI18n } from '../testing/with-i18n';
import { EventRow, type EventOutcome, type EventRowProps } from './EventRow';

const oneXTwo: EventOutcome[] = [
  { id: 'g1:1', market: 'W1', price: '2.45' },
  { id: 'g1:X', market: 'X', price: '3.30' },
  { id: 'g1:2', market: 'W2', price: '2.90' },
];
const game: EventRowProps = {
  href: '/en/line/football/rpl/g1',
  home: 'Spartak Moscow',
  away: 'Zenit',
  championship: 'Russia. Premier League',
  kickoff: Date.UTC(2026, 10, 29, 18, 0),
  timeZone: 'UTC',
  outcomes: oneXTwo,
};

describe('EventRow', () => {
  it('links to the game, naming both teams, the championship and the kick-off in the active language', () => {
    render(withI18n(<EventRow {...game} />));
    const link = screen.getByRole('link', { name: /Spartak Moscow.*Zenit/ });
    expect(link).toHaveAttribute('href', '/en/line/football/rpl/g1');
    expect(link).toHaveTextContent('Russia. Premier League');
    expect(link.querySelector('time')).toHaveAttribute('dateTime', '2026-11-29T18:00:00.000Z');
    expect(link).toHaveTextContent('11/29');
    expect(link).toHaveTextContent('06:00 PM');
  });

  it('formats the kick-off in Russian for a Russian player, on the clock the caller asks for', () => {
    const { unmount } = render(withI18n(<EventRow {...game} />, 'ru'));
    expect(screen.getByRole('link')).toHaveTextContent('29.11');
    expect(screen.getByRole('link')).toHaveTextContent('18:00');
    unmount();
    render(withI18n(<EventRow {...game} hour12={false} />));
    expect(screen.getByRole('link')).toHaveTextContent('18:00');
  });

  it('shows a kick-off the caller formatted as given', () => {
    render(withI18n(<EventRow {...game} kickoff="Today 21:30" />));
    expect(screen.getByRole('link')).toHaveTextContent('Today 21:30');
    expect(screen.getByRole('link').querySelector('time')).toBeNull();
  });

  it('in play: a live mark, the minute and the score, read once as a score', () => {
    render(withI18n(<EventRow {...game} kickoff={undefined} live minute="67'" homeScore={1} awayScore={0} />, 'ru'));
    const link = screen.getByRole('link', { name: /Spartak Moscow/ });
    expect(link).toHaveTextContent('Лайв');
    expect(link).toHaveTextContent("67'");
    expect(link).toHaveAccessibleName(expect.stringContaining('Счёт 1:0'));
    expect(link).not.toHaveAccessibleName(expect.stringContaining('Moscow1'));
  });

  it('an outright is one name', () => {
    render(withI18n(<EventRow {...game} home={undefined} away={undefined} title="Premier League winner" />));
    expect(screen.getByRole('link')).toHaveTextContent('Premier League winner');
    expect(screen.getByRole('group', { name: 'Odds: Premier League winner' })).toBeInTheDocument();
  });

  it('holds the main market as odds buttons in column order, in a group named by the game', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(withI18n(<EventRow {...game} onToggle={onToggle} />));
    const group = screen.getByRole('group', { name: 'Odds: Spartak Moscow — Zenit' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['W1 2.45', 'X 3.30', 'W2 2.90']);
    await user.click(buttons[1]!);
    expect(onToggle).toHaveBeenCalledWith('g1:X', true);
  });

  it('keeps an empty column for a missing outcome, with nothing to read in it', () => {
    const twoWay = [oneXTwo[0]!, null, oneXTwo[2]!];
    render(withI18n(<EventRow {...game} outcomes={twoWay} />));
    const group = screen.getByRole('group');
    expect(within(group).getAllByRole('button')).toHaveLength(2);
    expect(group.children).toHaveLength(3);
    expect(group.children[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws its link with the caller’s router link', () => {
    render(
      withI18n(
        <EventRow
          {...game}
          renderLink={({ href, className, children }) => (
            <a href={`#${href}`} className={className} data-router="">
              {children}
            </a>
          )}
        />,
      ),
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-router');
    expect(screen.getByRole('link')).toHaveAttribute('href', '#/en/line/football/rpl/g1');
  });

  it('a new price renders its own button and no other', () => {
    const renders = vi.fn<ProfilerOnRenderCallback>();
    const i18n = createI18n({ language: 'en', bundles: [uiResources] });
    const onToggle = () => undefined;
    const tree = (outcomes: readonly EventOutcome[]) => (
      <I18nextProvider i18n={i18n}>
        <OddsButtonProfiler.Provider value={renders}>
          <EventRow {...game} outcomes={outcomes} onToggle={onToggle} />
        </OddsButtonProfiler.Provider>
      </I18nextProvider>
    );
    const { rerender } = render(tree(oneXTwo));
    expect(renders).toHaveBeenCalledTimes(3);
    renders.mockClear();
    rerender(tree(oneXTwo));
    expect(renders).not.toHaveBeenCalled();
    rerender(tree([oneXTwo[0]!, { ...oneXTwo[1]!, price: '3.45', movement: 'up' }, oneXTwo[2]!]));
    expect(renders.mock.calls.map(([id]) => id)).toEqual(['g1:X']);
  });
});
