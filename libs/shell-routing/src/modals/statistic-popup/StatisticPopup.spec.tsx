import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { textOf, withTexts } from '../testing/with-texts';
import { StatisticPopup } from './StatisticPopup';

describe('StatisticPopup', () => {
  it.each(['ru', 'en'] as const)('shows its title and the statistic in the main landmark (%s)', (language) => {
    render(withTexts(<StatisticPopup closeWindow={vi.fn()}>Head to head: 3 – 2</StatisticPopup>, language));
    expect(
      screen.getByRole('heading', { level: 1, name: textOf('shell_statistic_title', language) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Head to head: 3 – 2');
  });

  it('closes its window and prints through the injected callbacks', async () => {
    const user = userEvent.setup();
    const closeWindow = vi.fn();
    const print = vi.fn();
    render(withTexts(<StatisticPopup closeWindow={closeWindow} print={print} />));
    await user.click(screen.getByRole('button', { name: textOf('shell_statistic_print') }));
    await user.click(screen.getByRole('button', { name: textOf('shell_statistic_close') }));
    expect(print).toHaveBeenCalledOnce();
    expect(closeWindow).toHaveBeenCalledOnce();
  });

  it('has no print button without a print callback', () => {
    render(withTexts(<StatisticPopup closeWindow={vi.fn()} />));
    expect(screen.queryByRole('button', { name: textOf('shell_statistic_print') })).toBeNull();
  });

  it('shows a 404 not-found view instead of the content when the statistic is switched off', () => {
    render(
      withTexts(
        <StatisticPopup closeWindow={vi.fn()} disabled>
          Head to head
        </StatisticPopup>,
      ),
    );
    const view = screen.getByRole('region', { name: textOf('shell_statistic_not_found') });
    expect(view).toHaveTextContent('404');
    expect(screen.queryByText('Head to head')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("takes the shell's own not-found page when given", () => {
    render(withTexts(<StatisticPopup closeWindow={vi.fn()} disabled notFoundView={<p>Shell 404 page</p>} />));
    expect(screen.getByRole('main')).toHaveTextContent('Shell 404 page');
  });
});
