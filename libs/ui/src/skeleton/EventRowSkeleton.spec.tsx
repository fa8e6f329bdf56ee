import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withI18n } from '../testing/with-i18n';
import { EventListSkeleton } from './EventRowSkeleton';

describe('EventListSkeleton', () => {
  it('is one busy region with one translated status; its rows are hidden from assistive tech', () => {
    render(withI18n(<EventListSkeleton count={4} />, 'ru'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Загрузка событий');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    const rows = screen.getAllByTestId('event-row-skeleton');
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it("says the caller's label and draws as many price columns as the real rows", () => {
    render(withI18n(<EventListSkeleton count={2} columns={2} label="Loading live games" />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading live games');
    const [row] = screen.getAllByTestId('event-row-skeleton');
    const odds = row!.firstElementChild!.lastElementChild!;
    expect(odds.children).toHaveLength(2);
  });

  it('draws no row for a count below one', () => {
    render(withI18n(<EventListSkeleton count={0} />));
    expect(screen.queryAllByTestId('event-row-skeleton')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading events');
  });
});
